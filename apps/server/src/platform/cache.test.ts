import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache, createVersionedCache } from './cache.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('createVersionedCache, serving stale values while reloading (snapshots)', () => {
  const snapshot = <V>(version: () => Promise<string>, checkEveryMs: number) =>
    createVersionedCache<V>({ max: 10, version, checkEveryMs, whenStale: 'serve-stale' });

  it('loads once for concurrent readers and serves the cached value while fresh', async () => {
    const load = vi.fn(async () => `x:${load.mock.calls.length}`);
    const cache = snapshot<string>(async () => 'v1', 60_000);
    const [a, b] = await Promise.all([cache.get('x', load), cache.get('x', load)]);
    expect(a).toBe('x:1');
    expect(b).toBe('x:1');
    expect(await cache.get('x', load)).toBe('x:1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keys entries separately', async () => {
    const cache = snapshot<string>(async () => 'v', 60_000);
    expect(await cache.get('a', async () => 'a')).toBe('a');
    expect(await cache.get('b', async () => 'b')).toBe('b');
    expect(await cache.get('a', async () => 'other')).toBe('a');
  });

  it('does not reload while the version is unchanged', async () => {
    const load = vi.fn(async () => 'data');
    const cache = snapshot<string>(async () => 'same', 0);
    await cache.get('k', load);
    await cache.get('k', load);
    await settle();
    await cache.get('k', load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads in the background when the version moves, serving the old value meanwhile', async () => {
    let version = 'v1';
    let n = 0;
    const load = async () => ++n;
    const cache = snapshot<number>(async () => version, 0);
    expect(await cache.get('k', load)).toBe(1);
    version = 'v2';
    expect(await cache.get('k', load)).toBe(1);
    await settle();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps serving the previous value when a reload fails', async () => {
    let version = 'v1';
    let fail = false;
    const load = async () => {
      if (fail) throw new Error('down');
      return version;
    };
    const cache = snapshot<string>(async () => version, 0);
    expect(await cache.get('k', load)).toBe('v1');
    version = 'v2';
    fail = true;
    expect(await cache.get('k', load)).toBe('v1');
    await settle();
    expect(await cache.get('k', load)).toBe('v1');
    await settle();
    fail = false;
    await cache.get('k', load);
    await settle();
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('waits for fresh data after invalidate', async () => {
    let n = 0;
    const cache = snapshot<number>(async () => 'v', 60_000);
    expect(await cache.get('k', async () => ++n)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = snapshot<string>(async () => 'v', 60_000);
    await expect(
      cache.get('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});

describe('createVersionedCache, waiting for fresh data (chart histories)', () => {
  it('reads the version at most once per interval for the whole cache, so a hit costs no query', async () => {
    vi.useFakeTimers();
    const version = vi.fn(async () => 'v');
    const cache = createVersionedCache<string>({ max: 10, version, checkEveryMs: 1000 });
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) await cache.get(key, async () => key);
    expect(version).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    await cache.get('a', async () => 'reloaded');
    expect(version).toHaveBeenCalledTimes(2);
  });

  it('reloads an entry once the version has moved, and the reader gets the fresh value', async () => {
    vi.useFakeTimers();
    let version = 'v1';
    const cache = createVersionedCache<string>({ max: 10, version: async () => version, checkEveryMs: 1000 });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    version = 'v2';
    // Within the interval the version is not read again.
    expect(await cache.get('k', async () => 'new')).toBe('old');
    vi.advanceTimersByTime(1000);
    expect(await cache.get('k', async () => 'new')).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('shares one load between concurrent readers', async () => {
    const load = vi.fn(async () => 'x');
    const cache = createVersionedCache<string>({ max: 10, version: async () => 'v' });
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used entry beyond max', async () => {
    const cache = createVersionedCache<string>({ max: 2, version: async () => 'v' });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a failed load nor a failed version read', async () => {
    let versionFails = true;
    const cache = createVersionedCache<string>({
      max: 10,
      checkEveryMs: 60_000,
      version: async () => {
        if (versionFails) throw new Error('no database');
        return 'v';
      },
    });
    await expect(cache.get('k', async () => 'x')).rejects.toThrow('no database');
    versionFails = false;
    await expect(
      cache.get('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('forgets entries after their age limit', async () => {
    const cache = createVersionedCache<string>({ max: 10, ttlMs: 20, version: async () => 'v', checkEveryMs: 3_600_000 });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    expect(await cache.get('k', async () => 'second')).toBe('first');
    await sleep(40);
    expect(await cache.get('k', async () => 'second')).toBe('second');
  });
});

describe('createCache', () => {
  it('is bounded, least recently used first', () => {
    const cache = createCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('computes a missing value once', () => {
    const cache = createCache<{ n: number }>({ max: 10 });
    const compute = vi.fn(() => ({ n: 1 }));
    const first = cache.getOrSet('k', compute);
    expect(cache.getOrSet('k', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets an entry after its own age limit (a token until it expires)', async () => {
    const cache = createCache<string>({ max: 10 });
    cache.set('short', 'a', 20);
    cache.set('long', 'b', 120);
    cache.set('forever', 'c');
    expect(cache.get('short')).toBe('a');
    await sleep(50);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('b');
    await sleep(100);
    expect(cache.get('long')).toBeUndefined();
    expect(cache.get('forever')).toBe('c');
  });

  it('keeps a value while the version in its key holds (positions under a ledger version)', () => {
    const cache = createCache<string[]>({ max: 10 });
    const fold = vi.fn((version: number) => [`folded at ${version}`]);
    const positions = (id: string, version: number) => cache.getOrSet(`${id}@${version}`, () => fold(version));
    positions('p1', 1);
    positions('p1', 1);
    expect(positions('p1', 2)).toEqual(['folded at 2']);
    expect(fold).toHaveBeenCalledTimes(2);
  });

  it('empties on clear', () => {
    const cache = createCache<number>({ max: 10 });
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
