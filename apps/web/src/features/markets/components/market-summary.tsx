import type { Market } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
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
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The selected market's index at a glance, above its stock list. */
export function MarketSummary({ market }: { market: Market }) {
  const { t } = useTranslation('markets');
  const locale = useLocale();
  const points = market.today_live_points;
  const status = useMarketStatus(market.guid);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, md: 4 } }}
    >
      <Box sx={{ minWidth: 0, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {t('summary.index', { name: market.index_name })}
        </Typography>
        {points ? (
          <IndexFigures points={points} size={{ xs: '1.5rem', md: '1.75rem' }} />
        ) : (
          <Typography color="text.secondary">{t('summary.noData')}</Typography>
        )}
        <MarketSessionNote status={status.data} />
      </Box>
      {points && (
        <>
          <Figure label={t('summary.tradesValue')}>
            <bdi>{formatCompact(points.trades_value, locale)}</bdi>
          </Figure>
          <Figure label={t('summary.tradeVolume')}>
            <bdi>{formatCompact(points.trade_volume, locale)}</bdi>
          </Figure>
        </>
      )}
      <Box sx={{ marginInlineStart: { sm: 'auto' }, textAlign: { sm: 'end' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('stocksCount', { count: market.stocks_count })}
        </Typography>
        {points && (
          <Typography variant="caption" color="text.secondary">
            {t('summary.asOf', { date: formatTradeDate(points.trade_date, locale) })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
