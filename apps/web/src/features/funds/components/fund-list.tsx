import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import type { ListParamsState } from '../../../shared/hooks/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { ListTabs } from '../../../shared/ui/list-tabs.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { fundListParams, useFunds } from '../api/get-funds.ts';
import { useFavoriteFund } from '../hooks/use-favorite-fund.ts';
import { FundCards } from './fund-cards.tsx';
import { FundTable } from './fund-table.tsx';
import { UpdatingBar } from '../../../shared/ui/updating-bar.tsx';

type FundListProps = {
  params: ListParamsState;
  fundHref: (guid: string) => string;
  onSignInRequired: () => void;
};

const SKELETON_ROWS = 10;

/** The funds tab of the market page: all funds or the user's favourites, searchable, 25 / 50 / 100 a page. */
export function FundList({ params, fundHref, onSignInRequired }: FundListProps) {
  const { t } = useTranslation(['funds', 'common']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const user = useSessionUser();
  const favorites = useFavoriteFund(onSignInRequired);
  const favoritesTab = params.tab === 'favorites' && Boolean(user);
  const query = useFunds(fundListParams(params, Boolean(user)));
  const data = query.data;
  const label = t(favoritesTab ? 'list.favoritesLabel' : 'list.label');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ListTabs
        label={t('list.tabsLabel')}
        tab={favoritesTab ? 'favorites' : 'all'}
        allLabel={t('list.allTab')}
        favoritesLabel={t('list.favoritesTab')}
        onChange={(tab) => (tab === 'favorites' && !user ? onSignInRequired() : params.setTab(tab))}
      />
      <Box sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField
          value={params.search ?? ''}
          onCommit={params.setSearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
          testId="fund-search-input"
        />
        <Typography variant="body2" sx={{ fontWeight: 600, marginInlineStart: { md: 'auto' } }} role="status" aria-live="polite">
          {data ? t('results', { count: data.total }) : <Skeleton width="5em" />}
        </Typography>
      </Box>
      <UpdatingBar active={query.isFetching} label={t('list.updating')} />
      {query.isError && !data ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        favoritesTab && !params.search ? (
          <EmptyState icon={<StarBorderIcon />} title={t('list.noFavorites')} description={t('list.noFavoritesHint')} />
        ) : (
          <EmptyState icon={<SearchOffIcon />} title={t('list.empty')} />
        )
      ) : phone ? (
        <FundCards label={label} funds={data?.items} skeletonRows={SKELETON_ROWS} fundHref={fundHref} favorites={favorites} />
      ) : (
        <FundTable label={label} funds={data?.items} skeletonRows={SKELETON_ROWS} fundHref={fundHref} favorites={favorites} />
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
