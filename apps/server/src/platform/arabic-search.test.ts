import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldForSearch } from './arabic-search.ts';

describe('foldForSearch', () => {
  it.each([
    ['الإنماء', 'الانماء'],
    ['أسمنت', 'اسمنت'],
    ['آل', 'ال'],
    ['مصرف الراجحي', 'مصرف الراجحى'],
    ['شركة', 'شركه'],
    ['مُحَمَّد', 'محمد'],
    ['الـــراجحي', 'الراجحي'],
    ['Al Rajhi', 'al rajhi'],
    ['١١٢٠', '1120'],
  ])('folds %s and %s to the same text', (a, b) => {
    expect(foldForSearch(a)).toBe(foldForSearch(b));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => foldForSearch(foldForSearch(s)) === foldForSearch(s)));
  });

  it('never leaves diacritics, tatweel or hamza-alef forms', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'أإآاةىـًٌٍَُِّْبتث abc'.split('')) }),
        (s) => !/[\u064B-\u0652\u0640\u0622\u0623\u0625\u0629\u0649]/.test(foldForSearch(s)),
      ),
    );
  });
});
