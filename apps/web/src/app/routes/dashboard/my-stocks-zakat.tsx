import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FaithPage } from '../../../features/portfolio-faith/components/faith-page.tsx';
import { usePortfolios } from '../../../features/portfolios/api/get-portfolios.ts';
import { useActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { paths } from '../../paths.ts';

/** Today in Riyadh, the market's calendar day (the server refuses later dates). */
const riyadhToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

/** /dashboard/my-stocks/zakat: the active portfolio's purification and zakat. */
export function MyStocksZakatRoute() {
  const { t } = useTranslation(['faith', 'common']);
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('title')} | ${t('common:appName')}`}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 'min(100%, 280px)' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {active ? t('portfolio', { name: active.name }) : <Skeleton width={160} />}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.myStocks.href()}
          size="small"
          startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {t('back')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('demoNote')}
      </Typography>
      {active ? (
        <FaithPage key={active.guid} guid={active.guid} today={riyadhToday()} />
      ) : portfolios.data ? (
        <EmptyState title={t('noPortfolio')} />
      ) : (
        <Skeleton variant="rectangular" height={360} sx={{ borderRadius: 1 }} />
      )}
    </Box>
  );
}
