import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

/** Records the arguments of every Intl.NumberFormat and Intl.DateTimeFormat built, still building them. */
function recordIntl() {
  const built: { kind: string; args: unknown[] }[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
    built.push({ kind: 'number', args });
    return new NumberFormat(...args);
  } as unknown as typeof NumberFormat);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
    built.push({ kind: 'date', args });
    return new DateTimeFormat(...args);
  } as unknown as typeof DateTimeFormat);
  return built;
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("builds the language's first number and date formats in idle moments of their own, not at once", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const built = recordIntl();
    warmIntl('ar');
    expect(built).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(built.map((entry) => entry.kind)).toEqual(['number']);
    expect(idle).toHaveLength(2);
    idle[1]!({ didTimeout: false, timeRemaining: () => 50 });
    // The tags the page's formatters use (Latin digits, Gregorian calendar, Riyadh's time zone).
    expect(built).toEqual([
      { kind: 'number', args: ['ar-SA-u-nu-latn-ca-gregory'] },
      { kind: 'date', args: ['ar-SA-u-nu-latn-ca-gregory', { timeZone: 'Asia/Riyadh' }] },
    ]);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const built = recordIntl();
    warmIntl('en');
    expect(built).toEqual([]);
    vi.runAllTimers();
    expect(built.map((entry) => entry.args[0])).toEqual(['en-US-u-ca-gregory', 'en-US-u-ca-gregory']);
  });
});
