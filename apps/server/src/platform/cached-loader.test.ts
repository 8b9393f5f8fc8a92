import { describe, expect, it, vi } from 'vitest';
import { cachedLoader } from './cached-loader.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('cachedLoader', () => {
  it('loads once for concurrent readers and serves the cached value while fresh', async () => {
    const load = vi.fn(async (k: string) => `${k}:${load.mock.calls.length}`);
    const cache = cachedLoader(load, { checkEveryMs: 60_000, version: async () => 'v1' });
    const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
    expect(a).toBe('x:1');
    expect(b).toBe('x:1');
    expect(await cache.get('x')).toBe('x:1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keys entries separately', async () => {
    const cache = cachedLoader(async (k: { m: string }) => k.m, { checkEveryMs: 60_000, version: async () => 'v' });
    expect(await cache.get({ m: 'a' })).toBe('a');
    expect(await cache.get({ m: 'b' })).toBe('b');
  });

  it('does not reload while the version is unchanged', async () => {
    const load = vi.fn(async () => 'data');
    const cache = cachedLoader(load, { checkEveryMs: 0, version: async () => 'same' });
    await cache.get('k');
    await cache.get('k');
    await settle();
    await cache.get('k');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads in the background when the version moves, serving the old value meanwhile', async () => {
    let version = 'v1';
    let n = 0;
    const cache = cachedLoader(async () => ++n, { checkEveryMs: 0, version: async () => version });
    expect(await cache.get('k')).toBe(1);
    version = 'v2';
    expect(await cache.get('k')).toBe(1);
    await settle();
    expect(await cache.get('k')).toBe(2);
  });

  it('waits for fresh data after invalidate', async () => {
    let n = 0;
    const cache = cachedLoader(async () => ++n, { checkEveryMs: 60_000, version: async () => 'v' });
    expect(await cache.get('k')).toBe(1);
    cache.invalidate();
    expect(await cache.get('k')).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = cachedLoader(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      { checkEveryMs: 60_000, version: async () => 'v' },
    );
    await expect(cache.get('k')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('k')).toBe('ok');
  });
});
