import type { FeedEvent, LiveBus } from './live-bus.ts';

/**
 * Turns bus events into the async iterator a GraphQL subscription returns. Each event is mapped
 * (undefined skips it); a slow client keeps only the newest few payloads rather than a backlog.
 */
export function busIterator<T, E = FeedEvent>(
  bus: LiveBus<E>,
  map: (event: E) => Promise<T | undefined> | T | undefined,
  keep = 5,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const unsubscribe = bus.subscribe((event) => {
    void (async () => {
      let value: T | undefined;
      try {
        value = await map(event);
      } catch {
        // A payload that cannot be built (its read failed) is skipped; the stream goes on with the next event.
        return;
      }
      if (value === undefined || done) return;
      queue.push(value);
      if (queue.length > keep) queue.shift();
      wake?.();
    })();
  });
  const finish = async () => {
    done = true;
    unsubscribe();
    wake?.();
    return { value: undefined, done: true as const };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      while (!queue.length && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (done) return { value: undefined, done: true as const };
      return { value: queue.shift() as T, done: false as const };
    },
    return: finish,
    throw: async (err?: unknown) => {
      await finish();
      throw err;
    },
  };
}
