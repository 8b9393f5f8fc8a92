import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';

// Module state (whether the app has rendered) is fresh for each test.
async function fresh() {
  vi.resetModules();
  return import('./route-data.ts');
}

const args = { params: { stockGuid: 'a' }, request: new Request('http://localhost/'), context: undefined } as unknown as LoaderFunctionArgs;

/** Whether a promise has settled after the queued microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('routeData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the first page until its data has arrived, with the route params and the app query client', async () => {
    const { routeData } = await fresh();
    const { appQueryClient } = await import('./query-client.ts');
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const loading = Promise.resolve(routeData(load)(args));
    expect(load).toHaveBeenCalledWith(
      appQueryClient(),
      { stockGuid: 'a' },
      { params: { stockGuid: 'a' }, url: new URL('http://localhost/') },
    );
    expect(await settled(loading)).toBe(false);
    arrive();
    expect(await settled(loading)).toBe(true);
    expect(await loading).toBeNull();
  });

  it('draws the first page with placeholders when its data is slow', async () => {
    const { routeData } = await fresh();
    const loading = Promise.resolve(routeData(() => new Promise(() => {}))(args));
    await vi.advanceTimersByTimeAsync(1_400);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(loading)).toBe(true);
  });

  it('never fails a navigation: a failed request is left to the page to show', async () => {
    const { routeData } = await fresh();
    await expect(Promise.resolve(routeData(() => Promise.reject(new Error('offline')))(args))).resolves.toBeNull();
    const throwing = () => {
      throw new Error('bad address');
    };
    await expect(Promise.resolve(routeData(throwing)(args))).resolves.toBeNull();
  });

  it('knows an id the API could answer for from a hostile address', async () => {
    const { isGuid } = await fresh();
    expect(isGuid('0b6f1d1e-3a61-4c55-9d1e-2f0c8f4b7a11')).toBe(true);
    for (const value of [undefined, '', 'a', "1' OR '1'='1", '../../identity/token', '0b6f1d1e-3a61-4c55-9d1e-2f0c8f4b7a11x']) {
      expect(isGuid(value)).toBe(false);
    }
  });

  it('only starts the requests of later pages, which are drawn at once', async () => {
    const { routeData, markAppRendered } = await fresh();
    markAppRendered();
    const load = vi.fn(() => new Promise(() => {}));
    const loading = Promise.resolve(routeData(load)(args));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await settled(loading)).toBe(true);
  });
});
