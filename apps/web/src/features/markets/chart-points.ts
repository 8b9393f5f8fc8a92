import type { Market, MarketPoint } from '@sahm/contracts/markets';
import { dateToChartTime, momentToChartTime } from '../../shared/chart/axis-labels.ts';
import type { ChartPoint } from '../../shared/chart/chart-types.ts';
import type { MarketPeriod } from './api/get-market-points.ts';

/** Index points as chart points; the day's chart ends at the index's latest live value. */
export function indexChartPoints(items: readonly MarketPoint[], period: MarketPeriod, live: Market['today_live_points']): ChartPoint[] {
  const points: ChartPoint[] = items.map((item) => ({
    time: period === 'day' ? momentToChartTime(item.datetime) : dateToChartTime(item.trade_date),
    value: item.close,
  }));
  const last = items.at(-1);
  if (period === 'day' && live && last && live.trade_date === last.trade_date && live.datetime > last.datetime) {
    points.push({ time: momentToChartTime(live.datetime), value: live.value });
  }
  return points;
}
