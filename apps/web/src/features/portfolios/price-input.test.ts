import { describe, expect, it } from 'vitest';
import { costOf, parsePrice, parseQuantity, sanitizePriceInput, sanitizeQuantityInput, sumHalalas, toLatinDigits } from './price-input.ts';

describe('digits typed on an Arabic keyboard', () => {
  it('become Latin digits', () => {
    expect(toLatinDigits('١٢٣٫٥٠')).toBe('123٫50');
    expect(toLatinDigits('۴۵۶')).toBe('456');
    expect(toLatinDigits('abc 42')).toBe('abc 42');
  });

  it('keep one decimal separator and two decimals in a price', () => {
    expect(sanitizePriceInput('٣٢٫٥')).toBe('32.5');
    expect(sanitizePriceInput('32,55')).toBe('32.55');
    expect(sanitizePriceInput('1.2.3')).toBe('1.23');
    expect(sanitizePriceInput('12.345')).toBe('12.34');
    expect(sanitizePriceInput('.5')).toBe('0.5');
    expect(sanitizePriceInput('SAR 7')).toBe('7');
    expect(sanitizePriceInput('')).toBe('');
  });

  it('keep whole shares in a quantity', () => {
    expect(sanitizeQuantityInput('١٠')).toBe('10');
    expect(sanitizeQuantityInput('1.5')).toBe('15');
    expect(sanitizeQuantityInput('007')).toBe('7');
    expect(sanitizeQuantityInput('-3')).toBe('3');
  });
});

describe('parsing', () => {
  it('reads prices as two-decimal strings, positive only', () => {
    expect(parsePrice('32.5')).toBe('32.50');
    expect(parsePrice('32.')).toBe('32.00');
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('1.234')).toBeNull();
  });

  it('reads quantities as whole numbers of at least one', () => {
    expect(parseQuantity('10')).toBe(10);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('0', 0)).toBe(0);
    expect(parseQuantity('1.5')).toBeNull();
  });
});

describe('cost', () => {
  it('is shares × price with two decimals, without float error', () => {
    expect(costOf('3', '0.10')).toBe('0.30');
    expect(costOf('7', '33.33')).toBe('233.31');
    expect(costOf('100', '27.85')).toBe('2785.00');
    expect(costOf('1', '19.9')).toBe('19.90');
  });

  it('is empty until both are given', () => {
    expect(costOf('', '10')).toBeNull();
    expect(costOf('10', '')).toBeNull();
  });

  it('adds amounts in halalas', () => {
    expect(sumHalalas(['0.10', '0.20'])).toBe(30);
    expect(sumHalalas(['100.00', '-0.01'])).toBe(9999);
  });
});
