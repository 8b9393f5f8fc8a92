import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sharedSubscribe } from './shared-subscribe.ts';

const schema = buildSchema('type Query { a: Int } type Subscription { tick: Int }');

/** A source of events the test drives, that records whether it was let go. */
function source() {
  const state = { returned: 0, fail: null as Error | null, push: (_value: number) => {} };
  const iterator: AsyncIterableIterator<{ tick: number }> = {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: () =>
      state.fail
        ? Promise.reject(state.fail)
        : new Promise((resolve) => {
            state.push = (tick) => resolve({ value: { tick }, done: false });
          }),
    return: async () => {
      state.returned += 1;
      return { value: undefined, done: true };
    },
  };
  return { state, iterator };
}

/** A socket's bookkeeping, as far as the stream sees it. */
function scope() {
  const held = new Set<object>();
  return { held, adopt: (stream: object) => (held.add(stream), () => void held.delete(stream)) };
}

async function subscribe(iterator: AsyncIterableIterator<unknown>, s = scope()) {
  const stream = (await sharedSubscribe({
    schema,
    document: parse('subscription { tick }'),
    rootValue: { tick: () => iterator },
    contextValue: { scope: s },
  })) as AsyncIterableIterator<ExecutionResult>;
  return { stream, held: s.held };
}

describe('a shared subscription stream', () => {
  it('passes events on, and is held by its socket until it ends', async () => {
    const { state, iterator } = source();
    const { stream, held } = await subscribe(iterator);
    expect(held.size).toBe(1);
    const next = stream.next();
    state.push(7);
    expect(await next).toEqual({ value: { data: { tick: 7 } }, done: false });
    await stream.return!();
    expect(held.size).toBe(0);
    expect(state.returned).toBe(1);
  });

  it('lets its source go when returned before it was ever read', async () => {
    const { state, iterator } = source();
    const { stream, held } = await subscribe(iterator);
    await stream.return!();
    expect(state.returned).toBe(1);
    expect(held.size).toBe(0);
  });

  it('lets its source go at once when returned while it waits for an event that never comes', async () => {
    const { state, iterator } = source();
    const { stream } = await subscribe(iterator);
    const waiting = stream.next();
    await stream.return!();
    expect(state.returned).toBe(1);
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('lets its source go when the source fails', async () => {
    const { state, iterator } = source();
    const { stream, held } = await subscribe(iterator);
    state.fail = new Error('feed gone');
    await expect(stream.next()).rejects.toThrow('feed gone');
    expect(state.returned).toBe(1);
    expect(held.size).toBe(0);
  });
});
