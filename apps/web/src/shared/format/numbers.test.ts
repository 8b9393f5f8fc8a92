import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatChangeRatio,
  formatCompact,
  currencySign,
  formatCurrency,
  formatPercent,
  formatPrice,
  percentDigits,
  trendOf,
} from './numbers.ts';
import { formatTradeDate } from './dates.ts';

describe('number formatters', () => {
  it('keeps Latin digits in Arabic', () => {
    expect(formatPrice(1234.5, 'ar')).toBe('1,234.50');
    expect(formatPrice(1234.5, 'en')).toBe('1,234.50');
    expect(formatPrice(1234.5, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('signs changes and leaves zero unsigned', () => {
    expect(formatChange(0.3, 'en')).toBe('+0.30');
    expect(formatChange(-1.25, 'ar')).toBe('-1.25');
    expect(formatChange(0, 'en')).toBe('0.00');
  });

  it('reads ratios as percent points', () => {
    expect(formatChangeRatio(1.2, 'en')).toBe('+1.20%');
    expect(formatChangeRatio(-0.11, 'en')).toBe('-0.11%');
    // Arabic uses the Arabic percent sign, digits stay Latin, and no bidi marks leak into the text.
    expect(formatChangeRatio(-0.11, 'ar')).toMatch(/^-0\.11[%٪]$/);
  });

  it('compacts volumes in each language (a no-break space keeps the unit with its number)', () => {
    expect(formatCompact(3_456_789, 'en')).toBe('3.46M');
    expect(formatCompact(3_456_789, 'ar')).toBe('3.46\u00a0مليون');
    expect(formatCompact(6_100_000_000, 'ar')).toBe('6.1\u00a0مليار');
  });

  it("writes riyals through Intl's currency style, minus first", () => {
    expect(formatCurrency(79, 'en')).toBe('SAR\u00a079.00');
    expect(formatCurrency('-158.00', 'en')).toBe('-SAR\u00a0158.00');
    expect(formatCurrency('-158.00', 'ar')).toBe('-158.00\u00a0ر.س.');
    expect(currencySign('en')).toBe('SAR');
    expect(currencySign('ar')).toBe('ر.س.');
    expect(formatCurrency(79, 'ar')).toBe('79.00\u00a0ر.س.');
  });

  it('tells the trend', () => {
    expect(trendOf(0.1)).toBe('up');
    expect(trendOf(-0.1)).toBe('down');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });
});

describe('small shares', () => {
  it('keep two significant digits instead of reading 0.00%', () => {
    expect(formatPercent(0.000239, 'en', percentDigits(0.000239))).toBe('0.00024%');
    expect(formatChangeRatio(-0.0031, 'en', percentDigits(-0.0031))).toBe('-0.0031%');
    expect(percentDigits(12.5)).toBe(2);
    expect(percentDigits(0.01)).toBe(2);
    expect(percentDigits(0)).toBe(2);
    expect(percentDigits(1e-12)).toBe(6);
  });
});

describe('date formatters', () => {
  it('uses the Gregorian calendar and Latin digits in Arabic', () => {
    const text = formatTradeDate('2026-11-22', 'ar');
    expect(text).toContain('2026');
    expect(text).toContain('22');
    expect(text).toContain('نوفمبر');
    expect(formatTradeDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
  });
});
