import type { StockDetail } from '@sahm/contracts/stocks';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber, formatPercent, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { MissingFigure } from '../../../shared/ui/missing-figure.tsx';
import { KeyValueGrid, type KeyValue } from '../../../shared/ui/key-value-grid.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { quoteOf } from '../quote.ts';
import { ytdAt } from '../ytd.ts';

type Panel = 'basic' | 'changes';

const dash = <MissingFigure />;

/** The overview's two tabs: the session's and the company's basic values, and its changes over time. */
export function StockKeyFigures({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation('stocks');
  const locale = useLocale();
  const [panel, setPanel] = useState<Panel>('basic');
  const tick = useStockTick(stock.guid);
  const live = tick ?? stock.today_live_points;
  const last = stock.today_points;
  const quote = quoteOf(stock, tick);

  const price = (value: number | null | undefined): ReactNode => (value == null ? dash : <Ltr>{formatPrice(value, locale)}</Ltr>);
  const compact = (value: number | null | undefined): ReactNode => (value == null ? dash : <bdi>{formatCompact(value, locale)}</bdi>);
  const plain = (value: number | null | undefined, digits = 2): ReactNode =>
    value == null ? dash : <Ltr>{formatNumber(value, locale, digits)}</Ltr>;
  const change = (value: number | null | undefined, ratio: number | null | undefined): ReactNode => (
    <span className="pair-changes">
      <ChangeText value={value} kind="value" />
      <ChangeText value={ratio} kind="ratio" />
    </span>
  );

  const basic: KeyValue[] = [
    { id: 'open', label: t('figures.open'), value: price(live?.open) },
    { id: 'high', label: t('figures.high'), value: price(live?.high) },
    { id: 'low', label: t('figures.low'), value: price(live?.low) },
    { id: 'previousClose', label: t('figures.previousClose'), value: price(stock.previous_close) },
    { id: 'volume', label: t('figures.volume'), value: compact(quote.volume) },
    { id: 'value', label: t('figures.value'), value: compact(quote.value) },
    { id: 'tradeCount', label: t('figures.tradeCount'), value: plain(last?.trade_count, 0) },
    { id: 'high52', label: t('figures.fiftyTwoWeekHigh'), value: price(last?.fifty_two_week_high) },
    { id: 'low52', label: t('figures.fiftyTwoWeekLow'), value: price(last?.fifty_two_week_low) },
    { id: 'marketCap', label: t('figures.marketCap'), value: compact(last?.daily_market_capitalization) },
    { id: 'eps', label: t('figures.eps'), value: plain(last?.basic_earnings_per_share_ttm) },
    {
      id: 'pe',
      label: t('figures.pe'),
      value:
        last?.daily_price_to_earnings != null && last.daily_price_to_earnings < 0
          ? t('figures.negative')
          : plain(last?.daily_price_to_earnings),
    },
    { id: 'bookValue', label: t('figures.bookValue'), value: plain(last?.book_value_per_share_ttm) },
    { id: 'pb', label: t('figures.pb'), value: plain(last?.daily_price_to_book_value) },
    { id: 'nominal', label: t('figures.nominalValue'), value: price(stock.profile.nominal_value) },
    { id: 'shares', label: t('figures.shares'), value: compact(stock.profile.shares) },
    { id: 'freeFloat', label: t('figures.freeFloat'), value: <Ltr>{formatPercent(stock.profile.free_float_ratio * 100, locale)}</Ltr> },
  ];
  const ytd = ytdAt(stock, quoteOf(stock).price, quote.price);
  const changes: KeyValue[] = [
    { id: 'today', label: t('figures.today'), value: change(quote.change, quote.changeRatio) },
    { id: 'week', label: t('figures.lastWeek'), value: change(last?.return_value_last_week, last?.return_last_week) },
    { id: 'month', label: t('figures.lastMonth'), value: change(last?.return_value_last_month, last?.return_last_month) },
    { id: 'year', label: t('figures.lastYear'), value: change(last?.return_value_last_year, last?.return_last_year) },
    { id: 'ytd', label: t('figures.ytd'), value: change(ytd.value, ytd.ratio) },
  ];

  return (
    <Paper variant="outlined" component="section" sx={{ overflow: 'hidden' }}>
      <TabStrip
        value={panel}
        onChange={setPanel}
        label={t('figures.tabsLabel')}
        tabs={(['basic', 'changes'] as const).map((value) => ({
          value,
          label: t(`figures.${value}`),
          id: `figures-tab-${value}`,
          controls: 'figures-panel',
        }))}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      />
      <Box
        role="tabpanel"
        id="figures-panel"
        aria-labelledby={`figures-tab-${panel}`}
        sx={{ p: { xs: 1.5, md: 2 }, '& .pair-changes': { display: 'inline-flex', gap: 1, flexWrap: 'wrap' } }}
      >
        <KeyValueGrid items={panel === 'basic' ? basic : changes} columns={{ xs: 2, md: panel === 'basic' ? 3 : 2 }} />
      </Box>
    </Paper>
  );
}
