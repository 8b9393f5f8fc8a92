import { describe, expect, it } from 'vitest';
import { tradingDays } from '../../domain/calendar.ts';
import { parseTasiCsv } from './market-factor.ts';
import { HOLIDAYS_2025, readTasi2025Text } from './test-fixtures.ts';

describe('the 2025 reference sessions', () => {
  it('are exactly the trading days of the calendar with the 2025 closures', () => {
    const real = parseTasiCsv(readTasi2025Text()).map((r) => r.trade_date);
    expect(real).toHaveLength(251);
    expect(tradingDays('2025-01-01', '2025-12-31', HOLIDAYS_2025)).toEqual(real);
  });
});
