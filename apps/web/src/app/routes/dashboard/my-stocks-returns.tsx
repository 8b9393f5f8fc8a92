import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReturnsPage } from '../../../features/portfolio-returns/components/returns-page.tsx';
import { usePortfolios } from '../../../features/portfolios/api/get-portfolios.ts';
import { useActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { paths } from '../../paths.ts';

/** /dashboard/my-stocks/returns: the active portfolio against TASI. */
export function MyStocksReturnsRoute() {
  const { t } = useTranslation(['portfolios', 'common']);
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('returns.title')} | ${t('common:appName')}`}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 'min(100%, 280px)' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('returns.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {active ? t('returns.portfolio', { name: active.name }) : <Skeleton width={160} />}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.myStocks.href()}
          size="small"
          startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {t('returns.back')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('demoNote')}
      </Typography>
      {active ? (
        <ReturnsPage key={active.guid} guid={active.guid} />
      ) : portfolios.data ? (
        <EmptyState title={t('returns.noPortfolio')} />
      ) : (
        <Skeleton variant="rectangular" height={480} sx={{ borderRadius: 1 }} />
      )}
    </Box>
  );
}
