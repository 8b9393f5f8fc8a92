import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Sink = { next: (data: unknown) => void; error: () => void };
const subscriptions: Array<{ variables: Record<string, unknown>; sink: Sink; stop: ReturnType<typeof vi.fn> }> = [];

vi.mock('../../shared/live/live-client.ts', () => ({
  subscribeLive: (_query: string, variables: Record<string, unknown>, sink: Sink) => {
    const stop = vi.fn();
    subscriptions.push({ variables, sink, stop });
    return stop;
  },
}));

const { useLiveSubscription } = await import('./use-live-subscription.ts');

type Data = { market: { error: boolean; value: number } };

afterEach(() => {
  subscriptions.length = 0;
});

function setup(enabled: boolean) {
  const onData = vi.fn();
  const onFallback = vi.fn();
  const view = renderHook(
    ({ on }: { on: boolean }) =>
      useLiveSubscription<Data>(
        'subscription { market }',
        { guid: 'm1' },
        { enabled: on, select: (data) => data.market, onData, onFallback },
      ),
    { initialProps: { on: enabled } },
  );
  return { ...view, onData, onFallback };
}

describe('live subscriptions', () => {
  it('subscribes only while the market is open', () => {
    const { result, rerender } = setup(false);
    expect(result.current).toBe('off');
    expect(subscriptions).toHaveLength(0);
    rerender({ on: true });
    expect(result.current).toBe('live');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.variables).toEqual({ guid: 'm1' });
    rerender({ on: false });
    expect(subscriptions[0]!.stop).toHaveBeenCalled();
  });

  it('passes payloads on, and falls back to one fetch when a payload carries the error flag', () => {
    const { result, onData, onFallback } = setup(true);
    act(() => subscriptions[0]!.sink.next({ market: { error: false, value: 1 } }));
    expect(onData).toHaveBeenCalledWith({ market: { error: false, value: 1 } });
    act(() => subscriptions[0]!.sink.next({ market: { error: true, value: 0 } }));
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(subscriptions[0]!.stop).toHaveBeenCalled();
    expect(result.current).toBe('failed');
    // No new subscription while it stays failed.
    expect(subscriptions).toHaveLength(1);
  });

  it('falls back when the stream itself fails', () => {
    const { onFallback } = setup(true);
    act(() => subscriptions[0]!.sink.error());
    act(() => subscriptions[0]!.sink.error());
    expect(onFallback).toHaveBeenCalledTimes(1);
  });
});
