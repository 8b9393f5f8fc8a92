import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forkRng } from '../random.ts';
import { inventIsin, isinCheckDigit, isValidIsin } from './isin.ts';

describe('ISIN', () => {
  it('computes the check digit of real codes', () => {
    for (const isin of ['US0378331005', 'SA14TG012N13', 'SA0007879113', 'GB0002634946']) {
      expect(isinCheckDigit(isin.slice(0, 11)), isin).toBe(Number(isin[11]));
      expect(isValidIsin(isin)).toBe(true);
    }
    expect(isValidIsin('SA14TG012N14')).toBe(false);
  });

  it('invents valid Saudi codes in both forms', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1000, max: 9999 }), fc.boolean(), (seed, code, old) => {
        const isin = inventIsin(forkRng(seed, 'isin'), String(code), old);
        expect(isin).toMatch(/^SA[0-9A-Z]{10}$/);
        expect(isValidIsin(isin)).toBe(true);
        if (old) expect(isin.slice(5, 9)).toBe(String(code));
      }),
    );
  });
});
