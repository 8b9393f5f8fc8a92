import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from '../hooks/use-countdown.ts';
import { formatCountdown } from './countdown.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('countdown', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatCountdown(237)).toBe('03:57');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(3600)).toBe('60:00');
  });

  it('counts the server seconds from when the answer arrived, not by the device clock', () => {
    expect(secondsLeft(240, 1_000_000, 1_000_000)).toBe(240);
    expect(secondsLeft(240, 1_000_000, 1_003_500)).toBe(237);
    expect(secondsLeft(240, 1_000_000, 1_300_000)).toBe(0);
    // A moment before the answer (a clock stepped back) never adds time.
    expect(secondsLeft(240, 1_000_000, 990_000)).toBe(240);
  });

  it('ticks down and stops at zero', () => {
    vi.useFakeTimers();
    const since = Date.now();
    const { result } = renderHook(() => useCountdown(3, since));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
