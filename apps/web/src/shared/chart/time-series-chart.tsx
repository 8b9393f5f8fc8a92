import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../format/numbers.ts';
import { intlLocaleOf } from '../format/intl-locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { crosshairLabel, tickLabel } from './axis-labels.ts';
import type { ChartProps, ChartPoint } from './chart-types.ts';

const seconds = (time: Time) => (typeof time === 'number' ? time : 0);

/** Ascending, one point per time (the library refuses anything else); a later duplicate wins. */
export function chartSeries(points: readonly ChartPoint[]): ChartPoint[] {
  const byTime = new Map<number, ChartPoint>();
  for (const point of points) byTime.set(point.time, point);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * A canvas price, index or NAV chart. Time runs left to right (oldest on the left) in both
 * languages, as Arabic financial sites draw it, so the container is always `dir="ltr"`.
 */
export default function TimeSeriesChart({ points, mode, kind = 'area', height, label, fractionDigits = 2, comparison }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | ISeriesApi<'Candlestick'> | null>(null);
  const compared = useRef<ISeriesApi<'Line'> | null>(null);
  const theme = useTheme();
  const locale = useLocale();
  const data = chartSeries(points);
  const first = data[0]?.close ?? data[0]?.value;
  const last = data.at(-1)?.close ?? data.at(-1)?.value;
  const rising = first === undefined || last === undefined || last >= first;
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const trend = rising ? up : down;

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, { autoSize: true });
    chart.current = created;
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
      compared.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: theme.palette.text.secondary,
        fontFamily: theme.typography.fontFamily,
        fontSize: 12,
      },
      grid: {
        vertLines: { color: alpha(theme.palette.text.primary, 0.06) },
        horzLines: { color: alpha(theme.palette.text.primary, 0.06) },
      },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.12, bottom: 0.08 } },
      crosshair: {
        vertLine: { labelBackgroundColor: theme.palette.primary.main },
        horzLine: { labelBackgroundColor: theme.palette.primary.main },
      },
      timeScale: {
        borderVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
        timeVisible: mode === 'time',
        tickMarkFormatter: (time: Time, kindOfTick: number) => tickLabel(seconds(time), kindOfTick, mode, locale),
      },
      localization: {
        locale: intlLocaleOf(locale),
        priceFormatter: (price: number) => formatNumber(price, locale, fractionDigits),
        timeFormatter: (time: Time) => crosshairLabel(seconds(time), mode, locale),
      },
    });
  }, [theme, locale, mode, fractionDigits]);

  // The series is made again only for another kind; new points (a tick) keep the reader's zoom.
  const fittedFor = useRef('');
  useEffect(() => {
    const api = chart.current;
    if (!api) return;
    if (series.current?.seriesType() !== (kind === 'candles' ? 'Candlestick' : 'Area')) {
      if (series.current) api.removeSeries(series.current);
      series.current = kind === 'candles' ? api.addSeries(CandlestickSeries) : api.addSeries(AreaSeries);
      fittedFor.current = '';
    }
    const current = series.current;
    if (current.seriesType() === 'Candlestick') {
      const candles = current as ISeriesApi<'Candlestick'>;
      candles.applyOptions({
        upColor: up,
        downColor: down,
        borderVisible: false,
        wickUpColor: up,
        wickDownColor: down,
        priceLineVisible: false,
      });
      candles.setData(
        data.map((point) => ({
          time: point.time as UTCTimestamp,
          open: point.open ?? point.value,
          high: point.high ?? point.value,
          low: point.low ?? point.value,
          close: point.close ?? point.value,
        })),
      );
    } else {
      const area = current as ISeriesApi<'Area'>;
      area.applyOptions({
        lineColor: trend,
        topColor: alpha(trend, 0.28),
        bottomColor: alpha(trend, 0.02),
        lineWidth: 2,
        priceLineVisible: false,
        crosshairMarkerBorderColor: theme.palette.background.paper,
      });
      area.setData(data.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    }
    // A new frame (its first point moved) is shown whole; a tick at the end is not.
    const frame = `${kind}|${data[0]?.time ?? ''}`;
    if (fittedFor.current !== frame) {
      fittedFor.current = frame;
      api.timeScale().fitContent();
    }
    // `data` is derived from `points`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, kind, trend, up, down, theme.palette.background.paper]);

  // Drawn after the main series, so it sits on top of the area.
  const comparisonColor = theme.palette.text.secondary;
  useEffect(() => {
    const api = chart.current;
    if (!api) return;
    if (!comparison) {
      if (compared.current) api.removeSeries(compared.current);
      compared.current = null;
      return;
    }
    compared.current ??= api.addSeries(LineSeries);
    compared.current.applyOptions({
      color: comparisonColor,
      lineWidth: 2,
      lineStyle: LineStyle.Dashed,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    compared.current.setData(chartSeries(comparison).map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
  }, [comparison, comparisonColor]);

  return <Box ref={container} dir="ltr" role="figure" aria-label={label} sx={{ height, width: '100%', position: 'relative' }} />;
}
