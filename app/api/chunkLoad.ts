// Lazy screens of every surface (employer, console) load through here: one reload rule for all.

/** Spec section 9: loading a script chunk gives up after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * Prefix of the flag set before the one reload a failed chunk earns, so a chunk that keeps failing
 * cannot loop. One flag per chunk: a parent screen loading fine beside a failing child must not
 * re-arm the child's reload (they load in parallel, and that would reload forever).
 */
export const CHUNK_RELOAD_FLAG = 'dwpage:chunkReload';

const reloadFlag = (chunk: string) => `${CHUNK_RELOAD_FLAG}:${chunk}`;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export type ChunkEnv = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  timeoutMs?: number;
};

const browserEnv = (): ChunkEnv => ({ storage: sessionStorage, reload: () => window.location.reload() });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a screen's chunk. A failure (typically a deploy replaced the chunk files) reloads the page
 * once to pick up the new build; if the same chunk fails again after that reload, the error goes to the
 * route's error screen instead of reloading forever. A success re-arms the one reload.
 */
export async function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  env: ChunkEnv = browserEnv(),
): Promise<T> {
  const flag = reloadFlag(chunk);
  try {
    const module = await withTimeout(load(), env.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS);
    env.storage.removeItem(flag);
    return module;
  } catch (error) {
    if (env.storage.getItem(flag) === null) {
      env.storage.setItem(flag, '1');
      env.reload();
      // The page is going away; settling would flash the error screen first.
      return new Promise<never>(() => undefined);
    }
    env.storage.removeItem(flag);
    throw error instanceof Error ? error : new ChunkLoadError(String(error));
  }
}
