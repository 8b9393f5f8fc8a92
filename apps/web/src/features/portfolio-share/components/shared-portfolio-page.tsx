import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { useSharedPortfolio } from '../api/get-shared-portfolio.ts';
import { SharedHoldings } from './shared-holdings.tsx';
import { SharedReturns } from './shared-returns.tsx';
import { SharedSectors } from './shared-sectors.tsx';

type SharedPortfolioPageProps = {
  token: string;
  /** Where the not-found page sends the reader. */
  home: { href: string; component: React.ElementType };
};

/** A portfolio someone shared: weights, sectors and returns against TASI, without any amount. */
export function SharedPortfolioPage({ token, home }: SharedPortfolioPageProps) {
  const { t } = useTranslation(['share', 'common']);
  const shared = useSharedPortfolio(token);
  if (shared.error instanceof ApiError && shared.error.status === 404)
    return (
      <Box data-testid="shared-not-found">
        <title>{`${t('notFound.title')} | ${t('common:appName')}`}</title>
        <EmptyState
          icon={<LinkOffIcon />}
          title={t('notFound.title')}
          description={t('notFound.body')}
          action={
            <Button component={home.component} to={home.href} variant="contained">
              {t('notFound.home')}
            </Button>
          }
        />
      </Box>
    );
  if (shared.isError) return <LoadFailed onRetry={() => void shared.refetch()} />;
  const data = shared.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      {data && <title>{`${t('page.title', { name: data.name })} | ${t('common:appName')}`}</title>}
      <Box>
        <Typography variant="overline" color="textSecondary">
          {t('page.kicker')}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {data ? data.name : <Skeleton width={200} />}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('page.intro')}
        </Typography>
      </Box>
      <SectionPanel id="shared-returns" title={t('page.returns')} flush>
        {data ? <SharedReturns returns={data.returns} /> : <Skeleton variant="rectangular" height={180} />}
      </SectionPanel>
      <SectionPanel id="shared-holdings" title={t('page.holdings')} flush>
        {data ? <SharedHoldings holdings={data.holdings} /> : <Skeleton variant="rectangular" height={240} />}
      </SectionPanel>
      {(!data || data.sectors.length > 0) && (
        <SectionPanel id="shared-sectors" title={t('page.sectors')}>
          {data ? <SharedSectors sectors={data.sectors} /> : <Skeleton variant="rectangular" height={120} />}
        </SectionPanel>
      )}
      <Typography variant="caption" color="textSecondary">
        {t('page.disclaimer')}
      </Typography>
    </Box>
  );
}
