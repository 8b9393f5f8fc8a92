import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { mostTradedParams, useStocks } from '../api/get-stocks.ts';
import { stockColumns } from '../columns.ts';
import { useFavoriteStock } from '../hooks/use-favorite-stock.ts';
import { StockCards } from './stock-cards.tsx';
import { StocksTable } from './stocks-table.tsx';
import { useDrawnAfterFirstPaint } from '../../../shared/hooks/use-drawn-after-first-paint.ts';

/** The spec's maximum table height on the home page. */
const MAX_HEIGHT = 550;
/** Beside the movers there is no room for the market cap; the market page has it. */
const columns = stockColumns.filter((column) => column.id !== 'marketCap');

type MarketDataTableProps = {
  market: { guid: string; name: string } | undefined;
  stockHref: (guid: string) => string;
  marketHref: string | undefined;
  onSignInRequired: () => void;
};

/** The home page's table of a market's stocks, most traded first, with live prices. */
export function MarketDataTable({ market, stockHref, marketHref, onSignInRequired }: MarketDataTableProps) {
  const { t } = useTranslation(['stocks', 'common']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const favorites = useFavoriteStock(onSignInRequired);
  const params = mostTradedParams(market?.guid);
  const query = useStocks(params, { enabled: Boolean(market) });
  // Drawn in a transition, also when the answer is already there: on a phone the table is below
  // the first screen, and its render yields to the browser instead of lengthening the first one.
  const data = useDrawnAfterFirstPaint(query.data);
  const stocks = data?.items[0]?.market.guid === market?.guid ? data?.items : undefined;
  const label = t('marketData.title');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="market-data-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="market-data-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('marketData.subtitle', { count: params.size })}
          </Typography>
        </Box>
        {marketHref && (
          <Button component={RouterLink} to={marketHref} size="small">
            {t('marketData.all')}
          </Button>
        )}
      </Box>
      {query.isError && !stocks ? (
        <EmptyState title={t('common:errors.loadFailed')} />
      ) : phone ? (
        <Box sx={{ maxHeight: MAX_HEIGHT, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
          <StockCards label={label} stocks={stocks} skeletonRows={8} stockHref={stockHref} favorites={favorites} />
        </Box>
      ) : (
        <StocksTable
          label={label}
          stocks={stocks}
          skeletonRows={10}
          stockHref={stockHref}
          favorites={favorites}
          maxHeight={MAX_HEIGHT}
          columns={columns}
        />
      )}
    </Paper>
  );
}
