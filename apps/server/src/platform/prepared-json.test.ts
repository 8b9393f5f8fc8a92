import { describe, expect, it } from 'vitest';
import { acceptsGzip, latestPrepared } from './prepared-json.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('latestPrepared', () => {
  it('builds once per version and shares the build between concurrent callers', async () => {
    let builds = 0;
    const body = latestPrepared();
    const build = () => (builds++, JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }));
    const [a, b] = await Promise.all([body('v1', build), body('v1', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    expect(a.gzip!.length).toBeLessThan(a.plain.length);
    const c = await body('v2', build);
    expect(builds).toBe(2);
    expect(c).not.toBe(a);
  });

  it('leaves small bodies uncompressed', async () => {
    const small = await latestPrepared()('v', () => '{"items":[]}');
    expect(small.gzip).toBeNull();
  });
});
