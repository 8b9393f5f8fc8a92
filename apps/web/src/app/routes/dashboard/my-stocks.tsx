import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMarketStatus } from '../../../features/markets/api/get-market-status.ts';
import { useCurrentSubscription } from '../../../features/plans/api/plans-api.ts';
import { writeUpgradeRequest } from '../../../features/plans/upgrade-request.ts';
import { BuyPage } from '../../../features/portfolios/components/buy-page.tsx';
import { MyStocksPage } from '../../../features/portfolios/components/my-stocks-page.tsx';
import { SellPage } from '../../../features/portfolios/components/sell-page.tsx';
import type { UpgradePrompt } from '../../../features/portfolios/upgrade-prompt.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { dialogHashes, paths } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';

/** While the market trades the portfolio's figures move with prices; no live portfolio stream is offered, so they are refetched. */
const LIVE_REFETCH_MS = 15_000;

function usePortfolioRefetchInterval(): number | false {
  const { mainMarket } = useMainMarket();
  return useMarketStatus(mainMarket?.guid).data?.is_market_open ? LIVE_REFETCH_MS : false;
}

/** Limits and permissions open the #upgrade-required dialog with the portfolio's own wording. */
function useUpgradePrompt() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (prompt: UpgradePrompt) => {
      writeUpgradeRequest(prompt);
      navigate({ pathname, search, hash: dialogHashes.upgradeRequired });
    },
    [navigate, pathname, search],
  );
}

/** A basic account that came from the professional trial hears "trial ended" in the downgrade dialog. */
function useTrialEnded(): boolean {
  const user = useSessionUser();
  const subscription = useCurrentSubscription();
  return user?.current_plan === 'BASIC' && subscription.data?.previous_package?.slug === 'PROFESSIONAL';
}

function PortfolioFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation(['portfolios', 'common']);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${title} | ${t('common:appName')}`}</title>
      {children}
    </Box>
  );
}

/** /dashboard/my-stocks */
export function MyStocksRoute() {
  const { t } = useTranslation('portfolios');
  const refetchInterval = usePortfolioRefetchInterval();
  return (
    <PortfolioFrame title={t('title')}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('demoNote')}
        </Typography>
      </Box>
      <MyStocksPage
        signInTo={paths.login.href(paths.myStocks.href())}
        links={{ buy: paths.myStocksBuy.href(), sell: paths.myStocksSell.href(), payment: paths.payment.href() }}
        onUpgradeRequired={useUpgradePrompt()}
        trialEnded={useTrialEnded()}
        refetchInterval={refetchInterval}
      />
    </PortfolioFrame>
  );
}

/** /dashboard/my-stocks/add */
export function MyStocksBuyRoute() {
  const { t } = useTranslation('portfolios');
  return (
    <PortfolioFrame title={t('buy.title')}>
      <BuyPage myStocksHref={paths.myStocks.href()} onUpgradeRequired={useUpgradePrompt()} />
    </PortfolioFrame>
  );
}

/** /dashboard/my-stocks/sell */
export function MyStocksSellRoute() {
  const { t } = useTranslation('portfolios');
  return (
    <PortfolioFrame title={t('sell.title')}>
      <SellPage myStocksHref={paths.myStocks.href()} />
    </PortfolioFrame>
  );
}
