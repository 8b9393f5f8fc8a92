import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { PageFallback } from '../../shared/ui/page-fallback.tsx';
import { paths } from '../paths.ts';
import { useMainMarket } from '../shell/use-main-market.ts';

/** `/dashboard/market` opens the main market's list (the menu's market entry, older links). */
export function MainMarketRedirect() {
  const { t } = useTranslation('common');
  const { mainMarket, isError, refetch } = useMainMarket();
  // The hash is kept: /dashboard#onboarding opens its dialog on the market page.
  const { hash } = useLocation();
  if (mainMarket) return <Navigate to={`${paths.market.href(mainMarket.guid)}${hash}`} replace />;
  if (isError) {
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return <PageFallback />;
}
