import type { Market } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { formatCompact } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useMarketStatus } from '../api/get-market-status.ts';
import { IndexFigures } from './index-figures.tsx';
import { MarketSessionNote } from './market-session-note.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The selected market's index at a glance, above its stock list. While the markets load it is drawn
 * with placeholders in the lines the figures will take, so the list below does not move when they come.
 */
export function MarketSummary({ market }: { market: Market | undefined }) {
  const { t } = useTranslation('markets');
  const locale = useLocale();
  const points = market?.today_live_points;
  const status = useMarketStatus(market?.guid);
  const pending = (width: string) => <Skeleton data-testid="market-summary-pending" width={width} />;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, md: 4 } }}
    >
      {/* The index takes its own line below md (a 412 px phone is past sm): left to wrap by width, the
          figures beside it moved to the next line when the wider web font arrived. */}
      <Box sx={{ minWidth: 0, flex: { xs: '1 1 100%', md: '0 1 auto' } }}>
        <Typography variant="subtitle2" color="textSecondary" component="h2">
          {market ? t('summary.index', { name: market.index_name }) : pending('8em')}
        </Typography>
        {points ? (
          <IndexFigures points={points} size={{ xs: '1.5rem', md: '1.75rem' }} />
        ) : market ? (
          <Typography color="textSecondary">{t('summary.noData')}</Typography>
        ) : (
          <Typography sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>{pending('9em')}</Typography>
        )}
        <MarketSessionNote status={status.data} />
      </Box>
      {(points || !market) && (
        <>
          <Figure label={t('summary.tradesValue')}>
            {points ? <bdi>{formatCompact(points.trades_value, locale)}</bdi> : pending('4em')}
          </Figure>
          <Figure label={t('summary.tradeVolume')}>
            {points ? <bdi>{formatCompact(points.trade_volume, locale)}</bdi> : pending('4em')}
          </Figure>
        </>
      )}
      <Box sx={{ marginInlineStart: { md: 'auto' }, textAlign: { md: 'end' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {market ? t('stocksCount', { count: market.stocks_count }) : pending('5em')}
        </Typography>
        {!market && <Typography variant="caption">{pending('7em')}</Typography>}
        {points && (
          <Typography variant="caption" color="textSecondary">
            {t('summary.asOf', { date: formatTradeDate(points.trade_date, locale) })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
