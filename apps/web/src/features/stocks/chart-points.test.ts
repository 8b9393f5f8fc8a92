import type { StockTick } from '@sahm/contracts/live';
import { describe, expect, it } from 'vitest';
import { dateToChartTime, momentToChartTime } from '../../shared/chart/axis-labels.ts';
import { priceChartPoints } from './chart-points.ts';

const session = (trade_date: string, close: number, datetime = `${trade_date}T12:20:00Z`) => ({
  trade_date,
  datetime,
  open: close,
  high: close,
  low: close,
  close,
});
const tick = (price: number, datetime: string): StockTick => ({
  guid: '22222222-2222-4222-8222-222222222222',
  price,
  open: 25,
  high: 26,
  low: 24,
  close: price,
  change_value: 0,
  change_ratio: 0,
  trade_volume: 1,
  trade_value: 1,
  trade_date: datetime.slice(0, 10),
  datetime,
});

describe('price chart points', () => {
  it('draws sessions by date and a day by the minute', () => {
    expect(priceChartPoints([session('2026-11-22', 25)], 'week')[0]!.time).toBe(dateToChartTime('2026-11-22'));
    expect(priceChartPoints([session('2026-11-22', 25, '2026-11-22T07:31:00Z')], 'day')[0]!.time).toBe(
      momentToChartTime('2026-11-22T07:31:00Z'),
    );
  });

  it('extends the day with a newer tick and ignores an older one', () => {
    const day = [session('2026-11-22', 25, '2026-11-22T07:31:00Z')];
    expect(priceChartPoints(day, 'day', tick(25.2, '2026-11-22T07:31:30Z')).map((p) => p.value)).toEqual([25, 25.2]);
    expect(priceChartPoints(day, 'day', tick(25.2, '2026-11-22T07:30:00Z')).map((p) => p.value)).toEqual([25]);
  });

  it("moves the session's own point on longer frames, or adds the new session", () => {
    const week = [session('2026-11-20', 24), session('2026-11-22', 25)];
    expect(priceChartPoints(week, 'week', tick(25.4, '2026-11-22T08:00:00Z')).map((p) => p.close)).toEqual([24, 25.4]);
    expect(priceChartPoints(week, 'week', tick(25.6, '2026-11-23T08:00:00Z')).map((p) => p.close)).toEqual([24, 25, 25.6]);
    expect(priceChartPoints(week, 'week', tick(20, '2026-11-19T08:00:00Z')).map((p) => p.close)).toEqual([24, 25]);
  });
});
