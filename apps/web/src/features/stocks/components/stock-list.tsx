import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useStocks } from '../api/get-stocks.ts';
import type { StockListParamsState } from '../hooks/use-stock-list-params.ts';
import { StockCards } from './stock-cards.tsx';
import { StockSearchField } from './stock-search-field.tsx';
import { StockSortSelect } from './stock-sort-select.tsx';
import { StocksPagination } from './stocks-pagination.tsx';
import { StocksTable } from './stocks-table.tsx';

type StockListProps = {
  market: { guid: string; name: string };
  params: StockListParamsState;
  /** Filters owned by other areas (the sector tree belongs to markets). */
  filters?: ReactNode;
};

const SKELETON_ROWS = 10;

export function StockList({ market, params, filters }: StockListProps) {
  const { t } = useTranslation(['stocks', 'common']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useStocks({
    market_guid: market.guid,
    page: params.page,
    size: params.size,
    search: params.search,
    sector: params.sector,
    order_by: params.orderBy,
  });
  // Previous rows stay visible while the next page loads, but never another market's.
  const data = query.isPlaceholderData && query.data?.items[0]?.market.guid !== market.guid ? undefined : query.data;
  const label = t('list.tableLabel', { market: market.name });

  // A bookmarked ?page=9 after the list shrank: go to the last page rather than show "no stocks".
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.size)) : 1;
  const beyondEnd = Boolean(data && data.items.length === 0 && data.total > 0 && params.page > lastPage);
  const { setPage } = params;
  useEffect(() => {
    if (beyondEnd) setPage(lastPage);
  }, [beyondEnd, lastPage, setPage]);
  const filtered = Boolean(params.search || params.sector);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <StockSearchField value={params.search ?? ''} onCommit={params.setSearch} />
        {filters}
        {phone && <StockSortSelect orderBy={params.orderBy} onOrderByChange={params.setOrderBy} />}
        <Box sx={{ marginInlineStart: { md: 'auto' }, textAlign: { md: 'end' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} role="status" aria-live="polite">
            {data ? t('results', { count: data.total }) : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('list.amountsInRiyals')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ height: 4 }}>
        {query.isFetching && <LinearProgress aria-label={t('list.updating')} sx={{ height: 4 }} />}
      </Box>
      {query.isError && !data ? (
        <EmptyState
          icon={<ErrorOutlineIcon />}
          title={t('common:errors.loadFailed')}
          action={
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : data && data.items.length === 0 && !beyondEnd ? (
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('empty.title')}
          description={filtered ? t('empty.description') : undefined}
          action={
            filtered ? (
              <Button variant="outlined" onClick={params.clearFilters}>
                {t('empty.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : phone ? (
        <StockCards label={label} stocks={data?.items} skeletonRows={SKELETON_ROWS} />
      ) : (
        <StocksTable
          label={label}
          stocks={data?.items}
          skeletonRows={SKELETON_ROWS}
          orderBy={params.orderBy}
          onOrderByChange={params.setOrderBy}
        />
      )}
      {data && data.total > 0 && (
        <StocksPagination
          total={data.total}
          page={params.page}
          size={params.size}
          onPageChange={params.setPage}
          onSizeChange={params.setSize}
        />
      )}
    </Paper>
  );
}
