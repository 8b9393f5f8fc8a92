import type { AnnouncementPage } from '@sahm/contracts/news';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EmptyMessage } from '../../../shared/ui/filtered-empty.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { UpdatingBar } from '../../../shared/ui/updating-bar.tsx';
import { AnnouncementItem, AnnouncementItemSkeleton } from './announcement-item.tsx';

type AnnouncementListProps = {
  query: Pick<UseQueryResult<AnnouncementPage>, 'data' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  /** Skeleton rows while the first page loads (spec §9: 10 for the news list). */
  skeletons: number;
  onPageChange?: (page: number) => void;
  empty: EmptyMessage;
  compact?: boolean;
};

/** Announcements, newest first, in pages; skeletons while the first page loads. */
export function AnnouncementList({ query, skeletons, onPageChange, empty, compact }: AnnouncementListProps) {
  const { t } = useTranslation(['news', 'common']);
  const { data } = query;
  if (query.isError && !data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!data) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('list.label')} data-testid="news-skeleton">
        {Array.from({ length: skeletons }, (_, index) => (
          <AnnouncementItemSkeleton key={index} compact={compact} />
        ))}
      </Box>
    );
  }
  if (data.items.length === 0) return <EmptyState title={empty.title} action={empty.action} />;
  return (
    <Box sx={{ position: 'relative' }}>
      <UpdatingBar active={query.isPlaceholderData} label={t('common:loading')} />
      <Box
        component="ul"
        aria-label={t('list.label')}
        aria-busy={query.isPlaceholderData}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {data.items.map((item) => (
          <li key={item.guid}>
            <AnnouncementItem item={item} compact={compact} />
          </li>
        ))}
      </Box>
      {onPageChange && data.total > data.size && (
        <ListPagination
          total={data.total}
          page={data.page}
          size={data.size}
          sizes={[data.size]}
          onPageChange={onPageChange}
          onSizeChange={() => {}}
        />
      )}
    </Box>
  );
}
