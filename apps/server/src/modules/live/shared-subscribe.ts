import {
  createSourceEventStream,
  executeSubscriptionEvent,
  print,
  validateSubscriptionArgs,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

// Results by payload object and operation: subscribers with the same query share one execution.
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

/**
 * graphql's subscribe(), except that an event's result is executed once per distinct operation
 * and shared, instead of once per subscriber: fan-out to thousands of sockets then costs a
 * serialization each, not an execution each. Payloads must not depend on the subscriber beyond
 * what their key says (the schema's mappers key them by language and arguments).
 */
export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const validated = validateSubscriptionArgs(args);
  if (!('schema' in validated)) return { errors: validated };
  const ready = validated;
  const stream = await createSourceEventStream(ready);
  if (!(Symbol.asyncIterator in (stream as object))) return stream as ExecutionResult;
  const source = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const key = `${print(args.document)}|${JSON.stringify(args.variableValues ?? {})}`;
  async function* results$(): AsyncGenerator<ExecutionResult> {
    try {
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        const payload = next.value as object;
        let byKey = results.get(payload);
        if (!byKey) results.set(payload, (byKey = new Map()));
        let result = byKey.get(key);
        if (!result) {
          result = Promise.resolve(executeSubscriptionEvent({ ...ready, rootValue: payload }));
          byKey.set(key, result);
        }
        yield await result;
      }
    } finally {
      await source.return?.();
    }
  }
  return results$();
}
