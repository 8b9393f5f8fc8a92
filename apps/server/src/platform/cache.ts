import { LRUCache } from 'lru-cache';

/**
 * The one way this server keeps things in memory: bounded LRU caches (lru-cache), per process.
 * Nothing here is shared between processes, so whatever is cached must be checked against the
 * database's truth: by a data version (createVersionedCache), by a version the caller has just
 * read (a row's counter in the key or the value), or by being a pure function of its key.
 *
 * - createCache: a synchronous bounded memo, optionally with an age limit per cache or per entry
 *   (verified tokens until they expire, valuations keyed by what they rest on, rendered pages).
 * - createVersionedCache: read-through loads kept while a data set's version is unchanged (the
 *   stock universe, markets, sectors, funds, the calendar, chart histories). The version is read
 *   at most once per checkEveryMs for the whole cache, so a hit costs no query; concurrent
 *   readers share one load, and a failed load is never kept.
 */

export type CacheOptions = {
  /** Most entries kept; the least recently used go first. */
  max: number;
  /** Age limit of an entry in milliseconds (none by default); set() may give one per entry. */
  ttlMs?: number;
};

export type Cache<V> = {
  get: (key: string) => V | undefined;
  set: (key: string, value: V, ttlMs?: number) => void;
  /** The value under `key`, computed and kept when absent. */
  getOrSet: (key: string, compute: () => V) => V;
  delete: (key: string) => void;
  clear: () => void;
  readonly size: number;
};

// lru-cache keeps no undefined or null values: they mean "absent".
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function createCache<V extends {}>(opts: CacheOptions): Cache<V> {
  const lru = new LRUCache<string, V>({ max: opts.max, ...(opts.ttlMs ? { ttl: opts.ttlMs } : {}) });
  return {
    get: (key) => lru.get(key),
    set: (key, value, ttlMs) => void lru.set(key, value, ttlMs === undefined ? undefined : { ttl: Math.max(1, ttlMs) }),
    getOrSet: (key, compute) => {
      const hit = lru.get(key);
      if (hit !== undefined) return hit;
      const value = compute();
      lru.set(key, value);
      return value;
    },
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}

export type VersionedCacheOptions = CacheOptions & {
  /** The data version the entries rest on (see platform/data-version.ts); any change makes them stale. */
  version: () => Promise<string>;
  /** How often the version is read, at most (milliseconds); 1000 by default. */
  checkEveryMs?: number;
  /**
   * What a read gets once the version has moved. 'wait' (default): fresh data, loaded then. 'serve-stale':
   * the previous value while one reload runs in the background — for snapshots read on every request,
   * which then converge on the database within about checkEveryMs without ever making a reader wait.
   */
  whenStale?: 'wait' | 'serve-stale';
};

export type VersionedCache<V> = {
  /** The value under `key`, loaded with `load` when absent or stale. */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /** After a write in this process: drops every entry, and the next read waits for fresh data. */
  invalidate: () => void;
};

type Entry<V> = {
  value: Promise<V>;
  /** The version the value was loaded under, once read. */
  version: string | undefined;
  /** The version read this entry was last compared with. */
  checked: Promise<string>;
  refreshing: boolean;
};

export function createVersionedCache<V>(opts: VersionedCacheOptions): VersionedCache<V> {
  const entries = new LRUCache<string, Entry<V>>({ max: opts.max, ...(opts.ttlMs ? { ttl: opts.ttlMs } : {}) });
  const checkEveryMs = opts.checkEveryMs ?? 1000;
  let known: { value: Promise<string>; at: number } | undefined;

  const currentVersion = (): Promise<string> => {
    const now = Date.now();
    if (!known || now - known.at >= checkEveryMs) {
      const read = { value: opts.version(), at: now };
      known = read;
      // A failed read is not remembered: the next reader tries again.
      read.value.catch(() => known === read && (known = undefined));
    }
    return known.value;
  };

  /** Reads the version before the data, so a write in between costs one extra reload, never a stale entry. */
  const start = (key: string, load: () => Promise<V>, version: Promise<string>): Entry<V> => {
    const entry: Entry<V> = { value: Promise.resolve(undefined as V), version: undefined, checked: version, refreshing: false };
    entry.value = version.then((v) => {
      entry.version = v;
      return load();
    });
    entry.value.catch(() => entries.peek(key) === entry && entries.delete(key));
    return entry;
  };

  const revalidate = async (key: string, hit: Entry<V>, version: Promise<string>, load: () => Promise<V>) => {
    hit.refreshing = true;
    try {
      const v = await version;
      // Still loading, or loaded under this very version: nothing to do.
      if (hit.version === undefined || hit.version === v) return;
      const next = start(key, load, version);
      await next.value;
      if (entries.peek(key) === hit) entries.set(key, next);
    } catch {
      // Keep serving the previous value; the next check tries again.
    } finally {
      hit.refreshing = false;
    }
  };

  return {
    get: async (key, load) => {
      const version = currentVersion();
      if (opts.whenStale === 'serve-stale') {
        const hit = entries.get(key);
        if (!hit) {
          const entry = start(key, load, version);
          entries.set(key, entry);
          return entry.value;
        }
        if (hit.checked !== version && !hit.refreshing) {
          hit.checked = version;
          void revalidate(key, hit, version, load);
        }
        return hit.value;
      }
      const v = await version;
      const hit = entries.get(key);
      if (hit && (hit.checked === version || hit.version === v)) return hit.value;
      const entry = start(key, load, version);
      entries.set(key, entry);
      return entry.value;
    },
    invalidate: () => {
      entries.clear();
      known = undefined;
    },
  };
}
