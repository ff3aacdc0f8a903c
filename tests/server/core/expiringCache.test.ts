import { createExpiringCache } from '../../../server/core/expiringCache';

describe('createExpiringCache', () => {
  it('loads a key once until its time is up, then loads it again', async () => {
    let time = 0;
    const cache = createExpiringCache<string, number>({ ttlMs: 100, capacity: 10, now: () => time });
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('a', load)).toBe(1);
    time = 99;
    expect(await cache.get('a', load)).toBe(1);
    time = 100;
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most capacity keys, forgetting the oldest', async () => {
    const cache = createExpiringCache<string, string>({ ttlMs: 1000, capacity: 2, now: () => 0 });
    const load = jest.fn((key: string) => Promise.resolve(key.toUpperCase()));
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => load(key));
    await cache.get('c', () => load('c'));
    await cache.get('a', () => load('a'));
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('caches nothing when the load fails', async () => {
    const cache = createExpiringCache<string, number>({ ttlMs: 1000, capacity: 2, now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
  });
});
