import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for throttles that are not per request (sign-in failures per account,
 * codes per phone). In memory for one process; in Redis once REDIS_URL is set, so every process
 * sees the same counts.
 */
export type RateCounter = {
  /** Adds one and returns the count in the current window and the seconds left in it. */
  hit: (key: string, windowSeconds: number) => Promise<{ count: number; resetIn: number }>;
  /** The count so far, without adding. */
  peek: (key: string) => Promise<{ count: number; resetIn: number }>;
  reset: (key: string) => Promise<void>;
  /** Takes back one hit of a running window (an attempt reserved by hit that turned out fine); never below zero. */
  release: (key: string) => Promise<void>;
};

export function memoryRateCounter(now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const left = (endsAt: number) => Math.max(1, Math.ceil((endsAt - now()) / 1000));
  return {
    hit: async (key, windowSeconds) => {
      // Drop finished windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) for (const k of windows.keys()) live(k);
      const w = live(key) ?? { count: 0, endsAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetIn: left(w.endsAt) };
    },
    peek: async (key) => {
      const w = live(key);
      return w ? { count: w.count, resetIn: left(w.endsAt) } : { count: 0, resetIn: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
    release: async (key) => {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
  };
}

// Decrements only a window that still runs: a plain DECR on an expired key would start a window
// at -1 that never ends.
const releaseScript = `local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

export function redisRateCounter(redis: Redis, prefix = 'sahm:rc:'): RateCounter {
  return {
    hit: async (key, windowSeconds) => {
      const k = prefix + key;
      // INCR and setting the expiry of a new window in one round trip; NX keeps a running window's end.
      const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetIn: Math.max(1, ttl) };
    },
    peek: async (key) => {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), resetIn: Math.max(0, ttl) };
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    release: async (key) => {
      await redis.eval(releaseScript, 1, prefix + key);
    },
  };
}
