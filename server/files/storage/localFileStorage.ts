import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './FileStorage';
import { isStoredPath } from './storedPath';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The default store: one file per key under a root directory (config.filesDir). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private locate(key: string): string {
    // Keys are generated, but the store defends itself anyway: only the generated shape, inside root.
    const path = resolve(join(this.root, key));
    if (!isStoredPath(key) || !path.startsWith(this.root + sep))
      throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const path = this.locate(key);
    await mkdir(dirname(path), { recursive: true });
    // Write aside, flush, then rename: a crash leaves either no file or the whole file, never a torn one.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.locate(key);
    try {
      // Opening first turns a missing file into null here instead of an error event on the stream.
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.locate(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<boolean> {
    try {
      await unlink(this.locate(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
