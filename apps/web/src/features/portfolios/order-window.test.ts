import { marketStatus } from '../../test/fixtures.ts';
import { describe, expect, it } from 'vitest';
import { orderWindowAt } from './order-window.ts';

const monday = marketStatus({
  last_trade_date: '2026-11-22',
  last_close_at: '2026-11-22T15:00:00.000+03:00',
  next_open_at: '2026-11-23T10:00:00.000+03:00',
});
const riyadh = (hhmm: string, date = '2026-11-23') => new Date(`${date}T${hhmm}:00+03:00`);

describe('the order windows as the pages say them', () => {
  it('opens sales at 10:00 and purchases at 10:15 on a trading day', () => {
    expect(orderWindowAt(monday, 'sell', riyadh('09:59'))).toEqual({ open: false, opensAt: '2026-11-23T10:00:00+03:00' });
    expect(orderWindowAt(monday, 'sell', riyadh('10:00'))).toEqual({ open: true });
    expect(orderWindowAt(monday, 'buy', riyadh('10:10'))).toEqual({ open: false, opensAt: '2026-11-23T10:15:00+03:00' });
    expect(orderWindowAt(monday, 'buy', riyadh('10:15'))).toEqual({ open: true });
  });

  it('takes orders until 15:30, after the session has closed, then points at the next trading day', () => {
    const evening = { ...monday, last_trade_date: '2026-11-23', next_open_at: '2026-11-24T10:00:00.000+03:00' };
    expect(orderWindowAt(evening, 'buy', riyadh('15:29'))).toEqual({ open: true });
    expect(orderWindowAt(evening, 'buy', riyadh('15:30'))).toEqual({ open: false, opensAt: '2026-11-24T10:15:00+03:00' });
    expect(orderWindowAt(evening, 'sell', riyadh('21:00'))).toEqual({ open: false, opensAt: '2026-11-24T10:00:00+03:00' });
  });

  it('on a closed day (a Friday, a holiday) waits for the next session whatever the hour', () => {
    const friday = { ...monday, is_market_holiday: true, trade_date: '2026-11-20', next_open_at: '2026-11-22T10:00:00.000+03:00' };
    expect(orderWindowAt(friday, 'buy', riyadh('11:00', '2026-11-20'))).toEqual({ open: false, opensAt: '2026-11-22T10:15:00+03:00' });
  });

  it('is always open where the demo market never closes', () => {
    expect(orderWindowAt({ ...monday, next_open_at: null }, 'buy', riyadh('03:00'))).toEqual({ open: true });
  });
});
