import { ApiError } from '../../../shared/api/api-error.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { DetailHeaderSkeleton } from '../../../shared/ui/detail-header.tsx';

type DetailStateProps = {
  /** A stock's header, drawn in outline with its extra lines (a fund's or an announcement's has fewer). */
  subject?: 'stock';
  validGuid: boolean;
  error: Error | null;
  onRetry: () => void;
  notFound: { title: string; description: string };
};

/** What a stock or fund page shows before it has its subject: not found (a bad or unknown guid), a failure, or a wait. */
export function DetailState({ subject, validGuid, error, onRetry, notFound }: DetailStateProps) {
  if (!validGuid || (error instanceof ApiError && [404, 422].includes(error.status))) return <EmptyState {...notFound} />;
  if (error) return <LoadFailed onRetry={onRetry} />;
  return <DetailSkeleton subject={subject} />;
}

/** The page's frame while its subject loads: the header's shape and the first panel's, where they will be. */
function DetailSkeleton({ subject }: { subject: DetailStateProps['subject'] }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <DetailHeaderSkeleton label={t('loading')} subject={subject} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '8rem' }} />
        <Skeleton variant="rounded" sx={{ mt: 1.5, height: { xs: '18rem', md: '24rem' } }} />
      </Paper>
    </Box>
  );
}
