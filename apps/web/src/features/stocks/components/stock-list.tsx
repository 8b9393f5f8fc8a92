import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { ListTabs } from '../../../shared/ui/list-tabs.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { useFavoriteStocks } from '../api/get-favorite-stocks.ts';
import { useStocks } from '../api/get-stocks.ts';
import { useFavoriteStock } from '../hooks/use-favorite-stock.ts';
import { allStocksParams, type StockListParamsState } from '../hooks/use-stock-list-params.ts';
import { StockCards } from './stock-cards.tsx';
import { StockSortSelect } from './stock-sort-select.tsx';
import { StocksTable } from './stocks-table.tsx';
import { UpdatingBar } from '../../../shared/ui/updating-bar.tsx';

type StockListProps = {
  market: { guid: string; name: string };
  params: StockListParamsState;
  /** Filters owned by other areas (the sector tree belongs to markets). */
  filters?: ReactNode;
  stockHref: (guid: string) => string;
  /** Opens the sign-in dialog (favourites need an account). */
  onSignInRequired: () => void;
};

const SKELETON_ROWS = 10;

export function StockList({ market, params, filters, stockHref, onSignInRequired }: StockListProps) {
  const { t } = useTranslation(['stocks', 'common']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const user = useSessionUser();
  const favorites = useFavoriteStock(onSignInRequired);
  const filtered = Boolean(params.search || params.sector);
  // Favourites are a signed-in list of their own, with no search or sector filter (spec §2).
  const favoritesTab = params.tab === 'favorites' && Boolean(user) && !filtered;
  const all = useStocks(allStocksParams(market.guid, params), { enabled: !favoritesTab });
  const followed = useFavoriteStocks({ market_guid: market.guid, page: params.page, size: params.size }, { enabled: favoritesTab });
  const query = favoritesTab ? followed : all;
  // Previous rows stay visible while the next page loads, but never another market's.
  // Drawn in a transition when a page arrives: the rows render in slices that let the browser
  // answer a tap or a scroll, instead of one long task on a phone.
  const data = useDeferredValue(query.isPlaceholderData && query.data?.items[0]?.market.guid !== market.guid ? undefined : query.data);
  const label = t(favoritesTab ? 'favorites.tableLabel' : 'list.tableLabel', { market: market.name });

  // A bookmarked ?page=9 after the list shrank: go to the last page rather than show "no stocks".
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.size)) : 1;
  const beyondEnd = Boolean(data && data.items.length === 0 && data.total > 0 && params.page > lastPage);
  const { setPage } = params;
  useEffect(() => {
    if (beyondEnd) setPage(lastPage);
  }, [beyondEnd, lastPage, setPage]);

  const empty = favoritesTab ? (
    <EmptyState icon={<StarBorderIcon />} title={t('favorites.emptyTitle')} description={t('favorites.emptyDescription')} />
  ) : (
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
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ListTabs
        label={t('favorites.tabsLabel')}
        tab={favoritesTab ? 'favorites' : 'all'}
        allLabel={t('favorites.allTab')}
        favoritesLabel={t('favorites.tab')}
        favoritesDisabled={filtered}
        favoritesHint={filtered ? t('favorites.disabledHint') : undefined}
        onChange={(tab) => (tab === 'favorites' && !user ? onSignInRequired() : params.setTab(tab))}
      />
      <Box sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField
          value={params.search ?? ''}
          onCommit={params.setSearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
          testId="stock-search-input"
        />
        {filters}
        {phone && !favoritesTab && <StockSortSelect orderBy={params.orderBy} onOrderByChange={params.setOrderBy} />}
        <Box sx={{ marginInlineStart: { md: 'auto' }, textAlign: { md: 'end' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} role="status" aria-live="polite">
            {data ? t('results', { count: data.total }) : <Skeleton width="5em" />}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('list.amountsInRiyals')}
          </Typography>
        </Box>
      </Box>
      <UpdatingBar active={query.isFetching} label={t('list.updating')} />
      {query.isError && !data ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 && !beyondEnd ? (
        empty
      ) : phone ? (
        <StockCards label={label} stocks={data?.items} skeletonRows={SKELETON_ROWS} stockHref={stockHref} favorites={favorites} />
      ) : (
        <StocksTable
          label={label}
          stocks={data?.items}
          skeletonRows={SKELETON_ROWS}
          stockHref={stockHref}
          favorites={favorites}
          sorting={favoritesTab ? undefined : { orderBy: params.orderBy, onOrderByChange: params.setOrderBy }}
        />
      )}
      {data && data.total > 0 && (
        <ListPagination
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
