import type { Performance } from '@sahm/contracts/portfolio';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSar, sarFigure } from '../../../shared/format/money.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="summary-item" data-testid={testId}>
      <div className="summary-label">{label}</div>
      <div className="summary-value">{children}</div>
    </div>
  );
}

/** The figures' styles, written once on the grid: each figure is plain elements (see figure-styles.tsx for why). */
const itemsSx = {
  '& .summary-item': { minWidth: 0 },
  '& .summary-label': { typography: 'caption', color: 'text.secondary' },
  '& .summary-value': { typography: 'body1', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
} as const;

/** The portfolio summary under the holdings: value, cash, market value and profit or loss (spec §2). */
export function PerformanceSummary({ performance }: { performance: Performance | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const money = (value: string) => <bdi>{formatSar(value, locale)}</bdi>;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('summary.title')}
      sx={{ p: { xs: 1.5, md: 2 } }}
      data-testid="portfolio-summary"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          ...itemsSx,
        }}
      >
        {performance ? (
          <>
            <Item label={t('summary.portfolioAmount')} testId="summary-amount">
              {money(performance.portfolio_amount)}
            </Item>
            <Item label={t('summary.marketValue')}>{money(performance.market_value)}</Item>
            <Item label={t('summary.cashValue')}>{money(performance.cash_value)}</Item>
            <Item label={t('summary.profitLoss')}>
              <ChangeText value={sarFigure(performance.profit_loss)} kind="value" />
            </Item>
            <Item label={t('summary.profitLossRatio')}>
              <ChangeText value={performance.profit_loss_ratio} kind="ratio" arrow />
            </Item>
          </>
        ) : (
          Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={44} />)
        )}
      </Box>
    </Paper>
  );
}
