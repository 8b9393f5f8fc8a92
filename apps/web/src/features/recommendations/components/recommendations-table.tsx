import type { CapitalExpectation, CapitalExpectationPage } from '@sahm/contracts/recommendations';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EmptyMessage } from '../../../shared/ui/filtered-empty.tsx';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { UpdatingBar } from '../../../shared/ui/updating-bar.tsx';
import { pageSizes, type PageSize } from '../filters.ts';
import { Price } from './price.tsx';
import { RatingChip } from './rating-chip.tsx';
import { RecommendationCard, RecommendationCardSkeleton } from './recommendation-card.tsx';
import { ReportLinks } from './report-links.tsx';

type Column = { id: string; numeric?: boolean; wrap?: boolean; render: (row: CapitalExpectation) => ReactNode };

type RecommendationsTableProps = {
  query: Pick<UseQueryResult<CapitalExpectationPage>, 'data' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  stockHref: (guid: string) => string;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  empty: EmptyMessage;
};

const SKELETON_ROWS = 10;

/** The spec's columns: rating date, stock, research firm, previous rating, rating, prices, change, reports. */
export function RecommendationsTable({ query, stockHref, onPageChange, onSizeChange, empty }: RecommendationsTableProps) {
  const { t } = useTranslation(['recommendations', 'common']);
  const { data } = query;
  // A phone shows each recommendation as a card; the ten columns need a wider screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));

  const columns: Column[] = [
    { id: 'ratingDate', render: (r) => <DateText value={r.rating_date} /> },
    {
      id: 'stock',
      render: (r) => (
        <Link
          component={RouterLink}
          to={stockHref(r.stock.guid)}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <StockLogo logo={r.stock.logo} name={r.stock.short_name} size={28} />
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
            <span>{r.stock.short_name}</span>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
              {r.stock.symbol_code}
            </Box>
          </Box>
        </Link>
      ),
    },
    {
      id: 'firm',
      wrap: true,
      render: (r) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={r.research_firm.logo} alt="" variant="rounded" sx={{ width: 24, height: 24 }} />
          <span>{r.research_firm.name}</span>
        </Box>
      ),
    },
    { id: 'prevRating', render: (r) => <RatingChip rating={r.prev_rating} /> },
    { id: 'rating', render: (r) => <RatingChip rating={r.rating} /> },
    { id: 'ratingPrice', numeric: true, render: (r) => <Price value={r.rating_price} /> },
    { id: 'targetPrice', numeric: true, render: (r) => <Price value={r.target_price} /> },
    { id: 'changeValue', numeric: true, render: (r) => <ChangeText value={r.change_value as `${number}`} kind="value" /> },
    { id: 'changeRatio', numeric: true, render: (r) => <ChangeText value={Number(r.change_ratio)} kind="ratio" arrow /> },
    { id: 'reports', render: (r) => <ReportLinks item={r} /> },
  ];

  if (query.isError && !data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (data && data.items.length === 0) return <EmptyState title={empty.title} action={empty.action} />;

  return (
    <Box sx={{ position: 'relative' }}>
      <UpdatingBar active={query.isPlaceholderData} label={t('common:loading')} />
      {phone ? (
        <Box
          role="list"
          aria-label={t('list.label')}
          aria-busy={!data || query.isPlaceholderData}
          sx={{ '& > * + *': { borderTop: 1, borderColor: 'divider' } }}
        >
          {data
            ? data.items.map((row) => (
                <Box role="listitem" key={row.guid}>
                  <RecommendationCard item={row} stockHref={stockHref(row.stock.guid)} />
                </Box>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => <RecommendationCardSkeleton key={index} />)}
        </Box>
      ) : (
        <ScrollRegion label={t('list.label')}>
          <Table size="small" aria-busy={!data || query.isPlaceholderData} data-testid="recommendations-table">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.numeric ? 'right' : 'left'} sx={{ px: 1, fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {t(`columns.${c.id}` as 'columns.rating')}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data
                ? data.items.map((row) => (
                    <TableRow key={row.guid} hover data-testid="recommendation-row">
                      {columns.map((c) => (
                        <TableCell
                          key={c.id}
                          align={c.numeric ? 'right' : 'left'}
                          sx={{ px: 1, whiteSpace: c.wrap ? 'normal' : 'nowrap', minWidth: c.wrap ? 150 : undefined }}
                        >
                          {c.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <TableRow key={index} data-testid="recommendations-skeleton">
                      {columns.map((c) => (
                        <TableCell key={c.id}>
                          <Skeleton width={c.id === 'stock' || c.id === 'firm' ? 120 : 64} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {data && (
        <ListPagination<PageSize>
          total={data.total}
          page={data.page}
          size={data.size as PageSize}
          sizes={pageSizes}
          onPageChange={onPageChange}
          onSizeChange={onSizeChange}
        />
      )}
    </Box>
  );
}
