import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FundList } from '../../features/funds/components/fund-list.tsx';
import { FUNDS_TAB } from '../../features/markets/components/market-tabs.tsx';
import { useListParams } from '../../shared/hooks/use-list-params.ts';
import { paths } from '../paths.ts';
import { useMainMarket } from '../shell/use-main-market.ts';
import { MarketPageTabs } from './market-page-tabs.tsx';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

/** /dashboard/market/mutual-fund — the market page's funds tab. */
export function FundsRoute() {
  const { t } = useTranslation(['funds', 'common']);
  const markets = useMainMarket();
  const params = useListParams();
  const signIn = useSignInPrompt();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('list.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      <MarketPageTabs markets={markets.data?.items} selected={FUNDS_TAB} />
      <FundList params={params} fundHref={(guid) => paths.fund.href(guid)} onSignInRequired={signIn} />
    </Box>
  );
}
