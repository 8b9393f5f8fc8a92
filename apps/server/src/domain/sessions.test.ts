import { describe, expect, it } from 'vitest';
import { continuousSession, inDayWindow, minutesOfDay, sessionCompleteAfter } from './sessions.ts';

describe('the trading day', () => {
  it('reads Riyadh times as minutes past midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('10:15')).toBe(615);
    expect(minutesOfDay(sessionCompleteAfter)).toBe(15 * 60 + 20);
  });

  it('takes the first minute of a window and not its last', () => {
    expect(inDayWindow(continuousSession, minutesOfDay('09:59'))).toBe(false);
    expect(inDayWindow(continuousSession, minutesOfDay('10:00'))).toBe(true);
    expect(inDayWindow(continuousSession, minutesOfDay('14:59'))).toBe(true);
    expect(inDayWindow(continuousSession, minutesOfDay('15:00'))).toBe(false);
  });
});
