import type { Queryable } from '../db/client.ts';
import { readDataVersion, type DataSet } from './data-version.ts';

/**
 * A bounded cache of values derived from one data set (chart histories, per-stock extras): an
 * entry lives while the data set's version is unchanged. The version is read at most once per
 * checkEveryMs for the whole cache, so a hit costs no query; the least recently used entries go
 * first once `max` is reached.
 */
export function versionedCache<T>(db: Queryable, set: DataSet, opts: { max: number; checkEveryMs?: number }) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  let version: { value: Promise<string>; at: number } | undefined;
  const currentVersion = () => {
    if (!version || Date.now() - version.at >= (opts.checkEveryMs ?? 1000)) {
      const value = readDataVersion(db, set);
      version = { value, at: Date.now() };
      value.catch(() => (version = undefined));
    }
    return version.value;
  };
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const v = await currentVersion();
    const hit = entries.get(key);
    if (hit && hit.version === v) {
      // Re-insert to mark it recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    entries.set(key, { version: v, value });
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    if (entries.size > opts.max) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
