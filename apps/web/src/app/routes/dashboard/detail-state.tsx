import { ApiError } from '../../../shared/api/api-error.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';

type DetailStateProps = {
  validGuid: boolean;
  error: Error | null;
  onRetry: () => void;
  notFound: { title: string; description: string };
};

/** What a stock or fund page shows before it has its subject: not found (a bad or unknown guid), a failure, or a wait. */
export function DetailState({ validGuid, error, onRetry, notFound }: DetailStateProps) {
  if (!validGuid || (error instanceof ApiError && [404, 422].includes(error.status))) return <EmptyState {...notFound} />;
  if (error) return <LoadFailed onRetry={onRetry} />;
  return <PageFallback />;
}
