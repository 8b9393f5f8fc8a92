/**
 * A read-through cache for small, hot, read-mostly data sets (the market's stock universe, the
 * markets). Every checkEveryMs a reader looks at the data set's version (one cheap lookup); only
 * when it moved is the data reloaded, in the background, while readers keep the previous value.
 * So every process converges on the database within about that bound without a shared bus, and
 * an unchanged data set is never re-read. invalidate() makes the next read wait for fresh data.
 * Concurrent readers share one load.
 */
export type CachedLoader<K, T> = {
  get: (key: K) => Promise<T>;
  invalidate: () => void;
};

type Entry<T> = { checkedAt: number; version: string; value: Promise<T>; generation: number; refreshing?: boolean };

export function cachedLoader<K, T>(
  load: (key: K) => Promise<T>,
  opts: { checkEveryMs: number; version: () => Promise<string> },
): CachedLoader<K, T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  /** Reads the version before the data, so a write in between only causes one extra reload. */
  const start = (id: string, key: K): Entry<T> => {
    const entry: Entry<T> = { checkedAt: Date.now(), version: '', generation, value: Promise.resolve(undefined as T) };
    entry.value = opts.version().then((v) => {
      entry.version = v;
      return load(key);
    });
    // A failed load is never served from the cache.
    entry.value.catch(() => entries.get(id) === entry && entries.delete(id));
    return entry;
  };

  const revalidate = async (id: string, key: K, hit: Entry<T>) => {
    hit.refreshing = true;
    try {
      const version = await opts.version();
      if (version === hit.version) {
        hit.checkedAt = Date.now();
        return;
      }
      const next = start(id, key);
      await next.value;
      if (entries.get(id) === hit) entries.set(id, next);
    } catch {
      // Keep serving the previous value; the next check tries again.
    } finally {
      hit.refreshing = false;
    }
  };

  return {
    get: async (key) => {
      const id = JSON.stringify(key) ?? '';
      const hit = entries.get(id);
      if (!hit || hit.generation !== generation) {
        const entry = start(id, key);
        entries.set(id, entry);
        return entry.value;
      }
      if (Date.now() - hit.checkedAt >= opts.checkEveryMs && !hit.refreshing) void revalidate(id, key, hit);
      return hit.value;
    },
    invalidate: () => {
      generation += 1;
    },
  };
}
