import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sarInputSchema, sarSchema } from './common.ts';
import { halalasToSar } from './money.ts';

describe('money in JSON', () => {
  it('goes out as SAR strings with exactly two decimals', () => {
    for (const good of ['0.00', '1234.50', '-0.50', '100000000000000.00']) expect(sarSchema.safeParse(good).success).toBe(true);
    for (const bad of [12.5, '12.5', '12', '1e3', '+1.00', ' 1.00', '1,000.00']) expect(sarSchema.safeParse(bad).success).toBe(false);
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (h) => sarSchema.safeParse(halalasToSar(h)).success));
  });

  it('comes in as SAR strings with at most two decimals, within the bounds', () => {
    const schema = sarInputSchema(-1000, 1000);
    for (const good of ['250', '250.5', '-12.25', '1000', '-1000.00', '0007.10']) expect(schema.safeParse(good).success).toBe(true);
    const issue = (input: unknown) => schema.safeParse(input).error?.issues[0];
    expect(issue(250)?.code).toBe('invalid_type');
    for (const bad of ['1.005', 'abc', '1e3', '', '.5', '1.', '- 1'])
      expect(issue(bad)).toMatchObject({ code: 'invalid_format', message: 'vSarAmount' });
    expect(issue('1000.01')).toMatchObject({ code: 'too_big', maximum: 1000 });
    expect(issue('-1000.01')).toMatchObject({ code: 'too_small', minimum: -1000 });
    // Digits far beyond a safe number of halalas are out of range, never rounded into one.
    expect(issue('9'.repeat(400))).toMatchObject({ code: 'too_big' });
    expect(issue(`-${'9'.repeat(400)}`)).toMatchObject({ code: 'too_small' });
    expect(issue(`${'0'.repeat(400)}5`)).toBeUndefined();
  });
});
