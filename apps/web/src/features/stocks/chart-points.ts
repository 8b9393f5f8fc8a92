import type { PricePoint } from '@sahm/contracts/stocks';
import type { StockTick } from '@sahm/contracts/live';
import { dateToChartTime, momentToChartTime } from '../../shared/chart/axis-labels.ts';
import type { ChartPoint } from '../../shared/chart/chart-types.ts';
import type { StockPeriod } from './api/get-stock-points.ts';

type Session = Pick<PricePoint, 'trade_date' | 'datetime' | 'open' | 'high' | 'low' | 'close'>;

/** Price points as chart points: ticks by their moment within a day, sessions by their date. */
export function priceChartPoints(items: readonly Session[], period: StockPeriod, tick?: StockTick): ChartPoint[] {
  const points = items.map((item) => ({
    time: period === 'day' ? momentToChartTime(item.datetime) : dateToChartTime(item.trade_date),
    value: item.close,
    open: item.open,
    high: item.high,
    low: item.low,
    close: item.close,
  }));
  // The chart follows the live price: a new point within the day, the session's own point (or a new one) on longer frames.
  const last = items.at(-1);
  if (tick && period === 'day' && (!last || tick.datetime > last.datetime)) {
    points.push({
      time: momentToChartTime(tick.datetime),
      value: tick.price,
      open: tick.open,
      high: tick.high,
      low: tick.low,
      close: tick.price,
    });
  } else if (tick && period !== 'day' && (!last || tick.trade_date >= last.trade_date)) {
    const session = {
      time: dateToChartTime(tick.trade_date),
      value: tick.price,
      open: tick.open,
      high: tick.high,
      low: tick.low,
      close: tick.price,
    };
    if (last?.trade_date === tick.trade_date) points[points.length - 1] = session;
    else points.push(session);
  }
  return points;
}
