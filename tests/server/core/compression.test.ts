import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCompressionCache, negotiateEncoding } from '../../../server/core/http/compression';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP', 'gzip'],
  ])('%j -> %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('createCompressionCache', () => {
  const text = Buffer.from('const greeting = "你好";\n'.repeat(200));

  it('compresses once per version and again when the version changes', async () => {
    const compressed = createCompressionCache();
    const read = jest.fn(() => Promise.resolve(text));
    const first = await compressed('a.js', 'v1', 'br', read);
    expect(await compressed('a.js', 'v1', 'br', read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(brotliDecompressSync(first).equals(text)).toBe(true);
    expect(first.length).toBeLessThan(text.length / 10);
    await compressed('a.js', 'v2', 'br', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(gunzipSync(await compressed('a.js', 'v2', 'gzip', read)).equals(text)).toBe(true);
  });

  it('does not remember a failed read', async () => {
    const compressed = createCompressionCache();
    const read = jest
      .fn<Promise<Buffer>, []>()
      .mockRejectedValueOnce(new Error('gone'))
      .mockResolvedValue(text);
    await expect(compressed('b.js', 'v1', 'gzip', read)).rejects.toThrow('gone');
    expect(gunzipSync(await compressed('b.js', 'v1', 'gzip', read)).equals(text)).toBe(true);
  });
});
