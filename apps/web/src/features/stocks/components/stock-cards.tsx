import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { quoteOf } from '../quote.ts';
import { QuoteFigure } from './quote-figure.tsx';

type StockCardsProps = { label: string; stocks: readonly StockListItem[] | undefined; skeletonRows: number };

/** Phones: one compact row per stock instead of an eight-column table. */
export function StockCards({ label, stocks, skeletonRows }: StockCardsProps) {
  const { t } = useTranslation('stocks');
  if (!stocks) {
    return (
      <Box aria-hidden>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <Box key={row} sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between' }}>
            <Box sx={{ width: '55%' }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </Box>
            <Box sx={{ width: 72 }}>
              <Skeleton />
              <Skeleton />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {stocks.map((stock, index) => {
        const quote = quoteOf(stock);
        return (
          <Fragment key={stock.guid}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" sx={{ px: 2, py: 1.25, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {stock.short_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
                    <Ltr>{stock.symbol_code}</Ltr>
                  </Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {stock.company_name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
                  {t('columns.volume')} <QuoteFigure value={quote.volume} format="compact" />
                  {' · '}
                  {t('columns.value')} <QuoteFigure value={quote.value} format="compact" />
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  <QuoteFigure value={quote.price} format="price" />
                </Typography>
                <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                  <QuoteFigure value={quote.changeRatio} format="ratio" />
                </Typography>
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
