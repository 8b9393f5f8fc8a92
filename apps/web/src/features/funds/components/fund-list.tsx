import type { Fund } from '@sahm/contracts/funds';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { formatCompact, formatNumber } from '../../../shared/format/numbers.ts';
import type { ListParamsState } from '../../../shared/hooks/use-list-params.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { FavoriteStar } from '../../../shared/ui/favorite-star.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { ListTabs } from '../../../shared/ui/list-tabs.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { useFunds } from '../api/get-funds.ts';
import { useFavoriteFund } from '../hooks/use-favorite-fund.ts';
import { ShariahMark } from './shariah-mark.tsx';

type FundListProps = {
  params: ListParamsState;
  fundHref: (guid: string) => string;
  onSignInRequired: () => void;
};

const SKELETON_ROWS = 10;
const figures = ['nav', 'change', 'ytd', 'aum'] as const;

/** The funds tab of the market page: all funds or the user's favourites, searchable, 25 / 50 / 100 a page. */
export function FundList({ params, fundHref, onSignInRequired }: FundListProps) {
  const { t } = useTranslation(['funds', 'common']);
  const locale = useLocale();
  const user = useSessionUser();
  const favorites = useFavoriteFund(onSignInRequired);
  const favoritesTab = params.tab === 'favorites' && Boolean(user);
  const query = useFunds({ page: params.page, size: params.size, search: params.search, onlyFavourite: favoritesTab });
  const data = query.data;
  const label = t(favoritesTab ? 'list.favoritesLabel' : 'list.label');

  const figure = (fund: Fund, id: (typeof figures)[number]) => {
    const today = fund.today_points;
    if (!today) return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
    if (id === 'nav') return <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr>;
    if (id === 'change') return <ChangeText value={today.change_ratio} kind="ratio" />;
    if (id === 'ytd') return <ChangeText value={today.ytd_change} kind="ratio" />;
    return <bdi>{formatCompact(today.assets_under_management, locale)}</bdi>;
  };

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
          {data ? t('results', { count: data.total }) : ''}
        </Typography>
      </Box>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('list.updating')} sx={{ height: 4 }} />}</Box>
      {query.isError && !data ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        favoritesTab && !params.search ? (
          <EmptyState icon={<StarBorderIcon />} title={t('list.noFavorites')} description={t('list.noFavoritesHint')} />
        ) : (
          <EmptyState icon={<SearchOffIcon />} title={t('list.empty')} />
        )
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label} sx={{ minWidth: 760, '& td, & th': { px: 1.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t('list.favoriteColumn')}
                  </Box>
                </TableCell>
                <TableCell>{t('columns.name')}</TableCell>
                <TableCell align="center">{t('columns.shariah')}</TableCell>
                {figures.map((id) => (
                  <TableCell key={id} align="right">
                    {t(`columns.${id}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data
                ? data.items.map((fund) => {
                    const active = favorites.isFavorite(fund.guid, fund.is_favorite);
                    return (
                      <TableRow key={fund.guid} hover data-fund={fund.code}>
                        <TableCell padding="checkbox">
                          <FavoriteStar
                            active={active}
                            disabled={favorites.busy(fund.guid)}
                            label={t(active ? 'favorites.remove' : 'favorites.add', { name: fund.name })}
                            onToggle={() => favorites.toggle(fund.guid, active)}
                          />
                        </TableCell>
                        <TableCell sx={{ maxWidth: 360 }}>
                          <Link component={RouterLink} to={fundHref(fund.guid)} underline="hover" color="inherit" sx={{ display: 'block' }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={fund.name}>
                              {fund.name}
                            </Typography>
                          </Link>
                          <Typography variant="caption" color="text.secondary" component="div" noWrap>
                            {fund.fund_manager}
                          </Typography>
                        </TableCell>
                        <TableCell align="center">
                          <ShariahMark compliant={fund.shariah_compliant} />
                        </TableCell>
                        {figures.map((id) => (
                          <TableCell key={id} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: id === 'nav' ? 600 : undefined }}>
                            {figure(fund, id)}
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })
                : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                    <TableRow key={row} aria-hidden>
                      <TableCell padding="checkbox" />
                      <TableCell>
                        <Skeleton width="70%" />
                        <Skeleton width="40%" />
                      </TableCell>
                      {[0, 1, 2, 3, 4].map((cell) => (
                        <TableCell key={cell} align="right">
                          <Skeleton width={56} sx={{ display: 'inline-block' }} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <ListPagination total={data.total} page={params.page} size={params.size} onPageChange={params.setPage} onSizeChange={params.setSize} />
      )}
    </Paper>
  );
}
