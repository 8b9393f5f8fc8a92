import { describe, expect, it } from 'vitest';
import { ratioRunner } from './ratio-run.ts';

const work = (ids: string[], recompute: (id: string) => Promise<number | null>, errors: unknown[] = []) =>
  ratioRunner({ stockIds: async () => ids, recompute, onError: (err) => errors.push(err) });

describe('the ratio initialisation run', () => {
  it('goes through every stock once, counting rows, one run at a time', async () => {
    const seen: string[] = [];
    const run = work(['a', 'b', 'c'], async (id) => (seen.push(id), id === 'b' ? null : 10));
    expect(run.status().state).toBe('idle');
    const first = await run.start();
    expect(first).toMatchObject({ state: 'running', stocks: 3 });
    expect((await run.start()).started_at).toBe(first.started_at);
    await run.settled();
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(run.status()).toMatchObject({ state: 'done', stocks: 3, done: 3, rows: 20 });
  });

  it('reports a failure and stops between two stocks when asked', async () => {
    const errors: unknown[] = [];
    const failing = work(
      ['a', 'b'],
      async (id) => {
        if (id === 'b') throw new Error('boom');
        return 1;
      },
      errors,
    );
    await failing.start();
    await failing.settled();
    expect(failing.status()).toMatchObject({ state: 'failed', done: 1 });
    expect(errors).toHaveLength(1);

    const slow = work(['a', 'b', 'c'], () => new Promise((resolve) => setTimeout(() => resolve(1), 20)));
    await slow.start();
    await slow.stop();
    expect(slow.status().state).toBe('stopped');
    expect(slow.status().done).toBeLessThan(3);
    expect((await slow.start()).state).toBe('stopped');
  });
});
