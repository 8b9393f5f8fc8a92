import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../features/portfolios/components/back-link.tsx';
import { DividendsPage } from '../../../features/portfolios/components/dividends-page.tsx';
import { paths } from '../../paths.ts';

/** /dashboard/my-stocks/dividends */
export function MyStocksDividendsRoute() {
  const { t } = useTranslation(['portfolios', 'common']);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('dividends.title')} | ${t('common:appName')}`}</title>
      <Box>
        <BackLink to={paths.myStocks.href()} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('dividends.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('demoNote')}
        </Typography>
      </Box>
      <DividendsPage />
    </Box>
  );
}
