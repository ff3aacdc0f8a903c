import { CHUNK_RELOAD_FLAG, ChunkLoadError, loadChunk } from '../../app/api/chunkLoad';

function env() {
  const storage = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    reload: jest.fn(),
    flag: (chunk = 'dwsypage') => storage.get(`${CHUNK_RELOAD_FLAG}:${chunk}`) ?? null,
  };
}

const never = () => new Promise<never>(() => undefined);

describe('loadChunk', () => {
  afterEach(() => jest.useRealTimers());

  it('returns the module and re-arms the reload', async () => {
    const browser = env();
    browser.storage.setItem(`${CHUNK_RELOAD_FLAG}:dwsypage`, '1');
    await expect(loadChunk('dwsypage', () => Promise.resolve({ default: 1 }), browser)).resolves.toEqual({
      default: 1,
    });
    expect(browser.flag()).toBeNull();
  });

  it('reloads the page once when a chunk fails, and stays pending while the page goes', async () => {
    const browser = env();
    let settled = false;
    void loadChunk(
      'dwsypage',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      browser,
    ).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.flag()).toBe('1');
    expect(settled).toBe(false);
  });

  it('after that reload, a second failure is an error, not another reload', async () => {
    const browser = env();
    browser.storage.setItem(`${CHUNK_RELOAD_FLAG}:dwsypage`, '1');
    await expect(loadChunk('dwsypage', () => Promise.reject(new TypeError('boom')), browser)).rejects.toThrow(
      'boom',
    );
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.flag()).toBeNull();
  });

  it('a parent screen loading beside a failing child does not re-arm the child reload', async () => {
    const browser = env();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk('dwsypage', failing, browser);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.reload).toHaveBeenCalledTimes(1);

    // After the reload the shell's chunk comes from the cache first, then the child fails again.
    await loadChunk('dwpage', () => Promise.resolve({ default: 1 }), browser);
    await expect(loadChunk('dwsypage', failing, browser)).rejects.toThrow('Failed to fetch');
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('gives up after 120 seconds', async () => {
    jest.useFakeTimers();
    const browser = env();
    browser.storage.setItem(`${CHUNK_RELOAD_FLAG}:dwsypage`, '1');
    const loading = loadChunk('dwsypage', never, browser);
    const assertion = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await jest.advanceTimersByTimeAsync(119_999);
    await jest.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
