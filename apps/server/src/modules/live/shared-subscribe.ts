import {
  createSourceEventStream,
  executeSubscriptionEvent,
  print,
  validateSubscriptionArgs,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { SocketScope } from './socket-scope.ts';

// Results by payload object and operation: subscribers with the same query share one execution.
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

const over = { value: undefined, done: true } as const;

/**
 * graphql's subscribe(), except that an event's result is executed once per distinct operation
 * and shared, instead of once per subscriber: fan-out to thousands of sockets then costs a
 * serialization each, not an execution each. Payloads must not depend on the subscriber beyond
 * what their key says (the schema's mappers key them by language and arguments).
 *
 * The stream it returns lets its source go the moment it is returned, thrown into, fails or
 * ends, even while it waits for an event or before it was ever read: an async generator would
 * queue return() behind the pending event (forever, for a portfolio whose stocks do not tick) and
 * skip its finally block altogether when returned before its first next().
 */
export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const validated = validateSubscriptionArgs(args);
  if (!('schema' in validated)) return { errors: validated };
  const ready = validated;
  const stream = await createSourceEventStream(ready);
  if (!(Symbol.asyncIterator in (stream as object))) return stream as ExecutionResult;
  const source = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const key = `${print(args.document)}|${JSON.stringify(args.variableValues ?? {})}`;
  const execute = (payload: object): Promise<ExecutionResult> => {
    let byKey = results.get(payload);
    if (!byKey) results.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) {
      result = Promise.resolve(executeSubscriptionEvent({ ...ready, rootValue: payload }));
      byKey.set(key, result);
    }
    return result;
  };
  const scope = (args.contextValue as { scope?: SocketScope } | undefined)?.scope;

  let ended = false;
  // Settles the next() in progress, if any, when the stream ends under it.
  let interrupt = () => {};
  let forget = () => {};
  const end = async () => {
    if (ended) return;
    ended = true;
    forget();
    interrupt();
    try {
      await source.return?.();
    } catch {
      // The source failed while letting go; it is let go all the same.
    }
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (ended) return over;
      try {
        const next = await new Promise<IteratorResult<unknown>>((resolve, reject) => {
          interrupt = () => resolve(over);
          source.next().then(resolve, reject);
        });
        if (next.done || ended) {
          await end();
          return over;
        }
        return { value: await execute(next.value as object), done: false };
      } catch (err) {
        await end();
        throw err;
      }
    },
    return: async () => {
      await end();
      return over;
    },
    throw: async (err?: unknown) => {
      await end();
      throw err;
    },
  };
  if (scope) forget = scope.adopt(iterator);
  return iterator;
}
