import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ZakatIcon from '@mui/icons-material/VolunteerActivismOutlined';
import ReturnsIcon from '@mui/icons-material/QueryStatsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLiveSubscription, type LiveState } from '../../../features/live/use-live-subscription.ts';
import { useMarketStatus } from '../../../features/markets/api/get-market-status.ts';
import { useCurrentSubscription } from '../../../features/plans/api/plans-api.ts';
import { writeUpgradeRequest } from '../../../features/plans/upgrade-request.ts';
import { usePortfolios } from '../../../features/portfolios/api/get-portfolios.ts';
import { portfolioLiveStreams } from '../../../features/portfolios/api/live-documents.ts';
import { MyStocksPage } from '../../../features/portfolios/components/my-stocks-page.tsx';
import { OrderWindowNotice } from '../../../features/portfolios/components/order-window-notice.tsx';
import { useActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import type { UpgradePrompt } from '../../../features/portfolios/upgrade-prompt.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { dialogHashes, paths } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { PortfolioAlertButton } from './my-stocks-alert.tsx';
import { SharePortfolioButton } from './my-stocks-share.tsx';

// The buy and sell forms (react-hook-form, the stock picker's Autocomplete) come with their own
// pages, not with the portfolio's first paint.
const BuyPage = lazy(async () => ({ default: (await import('../../../features/portfolios/components/buy-page.tsx')).BuyPage }));
const SellPage = lazy(async () => ({ default: (await import('../../../features/portfolios/components/sell-page.tsx')).SellPage }));

/** Refetch period of the portfolio's figures while the market trades and its live streams have failed. */
const FALLBACK_REFETCH_MS = 15_000;

/** The main market's status: whether it trades (live figures) and when orders are taken. */
function useMainMarketStatus() {
  const { mainMarket } = useMainMarket();
  return useMarketStatus(mainMarket?.guid).data;
}

function useMarketOpen(): boolean {
  return useMainMarketStatus()?.is_market_open === true;
}

/** One live stream of the portfolio's figures written into its query; a failed stream is fetched once instead. */
function usePortfolioStream<K extends keyof typeof portfolioLiveStreams>(kind: K, guid: string | undefined, enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const stream = portfolioLiveStreams[kind];
  type Data = Parameters<(typeof portfolioLiveStreams)[K]['select']>[0];
  return useLiveSubscription<Data>(
    stream.query,
    { guid },
    {
      enabled: enabled && Boolean(guid),
      select: (data) => (stream.select as (data: Data) => { error: boolean })(data),
      onData: (data) => {
        const value = (stream.value as (data: Data) => unknown)(data);
        if (guid && value) queryClient.setQueryData(stream.queryKey(guid), value);
      },
      onFallback: () => void (guid && queryClient.invalidateQueries({ queryKey: stream.queryKey(guid) })),
    },
  );
}

/**
 * While the market trades, the active portfolio's overview, performance and chart are pushed by
 * the live service (spec §4); should a stream fail, they are refetched every 15 s instead.
 */
function usePortfolioLive(): number | false {
  const user = useSessionUser();
  const open = useMarketOpen();
  const portfolios = usePortfolios({ enabled: Boolean(user) });
  const guid = useActivePortfolio(portfolios.data).active?.guid;
  const enabled = open && Boolean(user);
  const states = [
    usePortfolioStream('overview', guid, enabled),
    usePortfolioStream('performance', guid, enabled),
    usePortfolioStream('chart', guid, enabled),
  ];
  return enabled && states.includes('failed') ? FALLBACK_REFETCH_MS : false;
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
  const { t } = useTranslation(['portfolios', 'faith']);
  const refetchInterval = usePortfolioLive();
  const status = useMainMarketStatus();
  const user = useSessionUser();
  return (
    <PortfolioFrame title={t('title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 'min(100%, 240px)' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('demoNote')}
          </Typography>
        </Box>
        {user && (
          // Phones: two equal columns, so the buttons' places do not depend on their labels' widths,
          // which change when the web font replaces the fallback (a layout shift of 0.02 measured).
          // Sharing and the alert hold their places, disabled, until the portfolio comes.
          <Box
            sx={{
              display: { xs: 'grid', md: 'flex' },
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              flexBasis: { xs: '100%', md: 'auto' },
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Button
              component={RouterLink}
              to={paths.myStocksDividends.href()}
              variant="outlined"
              size="small"
              startIcon={<PaymentsOutlinedIcon />}
            >
              {t('dividends.open')}
            </Button>
            <Button component={RouterLink} to={paths.myStocksReturns.href()} variant="outlined" size="small" startIcon={<ReturnsIcon />}>
              {t('returns.open')}
            </Button>
            <Button component={RouterLink} to={paths.myStocksZakat.href()} variant="outlined" size="small" startIcon={<ZakatIcon />}>
              {t('faith:link')}
            </Button>
            <SharePortfolioButton />
            <PortfolioAlertButton />
          </Box>
        )}
      </Box>
      {user && <OrderWindowNotice status={status} sides={['sell', 'buy']} />}
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
      <OrderWindowNotice status={useMainMarketStatus()} sides={['buy']} />
      <Suspense fallback={<PageFallback />}>
        <BuyPage myStocksHref={paths.myStocks.href()} onUpgradeRequired={useUpgradePrompt()} />
      </Suspense>
    </PortfolioFrame>
  );
}

/** /dashboard/my-stocks/sell */
export function MyStocksSellRoute() {
  const { t } = useTranslation('portfolios');
  return (
    <PortfolioFrame title={t('sell.title')}>
      <OrderWindowNotice status={useMainMarketStatus()} sides={['sell']} />
      <Suspense fallback={<PageFallback />}>
        <SellPage myStocksHref={paths.myStocks.href()} />
      </Suspense>
    </PortfolioFrame>
  );
}
