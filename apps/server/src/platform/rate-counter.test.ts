import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryRateCounter } from './rate-counter.ts';

describe('memoryRateCounter', () => {
  it('counts within a window and starts again after it', async () => {
    let now = 0;
    const counter = memoryRateCounter(() => now);
    expect(await counter.hit('k', 60)).toEqual({ count: 1, resetIn: 60 });
    now = 30_000;
    expect(await counter.hit('k', 60)).toEqual({ count: 2, resetIn: 30 });
    expect(await counter.peek('k')).toEqual({ count: 2, resetIn: 30 });
    now = 60_000;
    expect(await counter.peek('k')).toEqual({ count: 0, resetIn: 0 });
    expect((await counter.hit('k', 60)).count).toBe(1);
    await counter.reset('k');
    expect((await counter.peek('k')).count).toBe(0);
  });

  it('never counts more hits than were made in the window', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 40 }), async (gaps) => {
        let now = 0;
        const counter = memoryRateCounter(() => now);
        const times: number[] = [];
        for (const gap of gaps) {
          now += gap;
          times.push(now);
          const { count } = await counter.hit('k', 10);
          // Hits since the current window opened: at least 1, at most those in the last 10 s.
          expect(count).toBeGreaterThanOrEqual(1);
          expect(count).toBeLessThanOrEqual(times.filter((t) => t > now - 10_000).length);
        }
      }),
    );
  });
});
