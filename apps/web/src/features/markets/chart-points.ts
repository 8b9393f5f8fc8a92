import type { Market, MarketPoint } from '@sahm/contracts/markets';
import { dateToChartTime, momentToChartTime } from '../../shared/chart/axis-labels.ts';
import type { ChartPoint } from '../../shared/chart/chart-types.ts';
import type { MarketPeriod } from './api/get-market-points.ts';

/** Index points as chart points, ending at the index's latest live value (a new minute, or today's session moved). */
export function indexChartPoints(items: readonly MarketPoint[], period: MarketPeriod, live: Market['today_live_points']): ChartPoint[] {
  const points: ChartPoint[] = items.map((item) => ({
    time: period === 'day' ? momentToChartTime(item.datetime) : dateToChartTime(item.trade_date),
    value: item.close,
  }));
  const last = items.at(-1);
  if (!live || !last || live.trade_date < last.trade_date) return points;
  if (period === 'day') {
    if (live.trade_date === last.trade_date && live.datetime > last.datetime)
      points.push({ time: momentToChartTime(live.datetime), value: live.value });
  } else if (live.trade_date === last.trade_date) {
    points[points.length - 1] = { time: dateToChartTime(live.trade_date), value: live.value };
  } else {
    points.push({ time: dateToChartTime(live.trade_date), value: live.value });
  }
  return points;
}
