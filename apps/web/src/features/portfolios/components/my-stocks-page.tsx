import type { Holding } from '@sahm/contracts/portfolio';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, type To } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useOverview } from '../api/get-overview.ts';
import { usePortfolios } from '../api/get-portfolios.ts';
import { useActivePortfolio } from '../hooks/use-active-portfolio.ts';
import { downgradeReasonOf } from '../stock-limits.ts';
import type { UpgradePrompt } from '../upgrade-prompt.ts';
import type { BuyNavigationState, SellNavigationState } from '../navigation-state.ts';
import { DataPanel } from './data-panel.tsx';
import { DowngradeDialog } from './downgrade-dialog.tsx';
import { PortfolioBar } from './portfolio-bar.tsx';
import { PortfolioLog } from './portfolio-log.tsx';
import { SuccessDialog } from './success-dialog.tsx';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';

export type MyStocksPageProps = {
  signInTo: To;
  links: { buy: string; sell: string; payment: string };
  onUpgradeRequired: (prompt: UpgradePrompt) => void;
  /** A basic account whose professional trial has ended (the downgrade dialog's first text). */
  trialEnded: boolean;
  /** Refetch period while the market trades and the live streams have failed; false otherwise. */
  refetchInterval: number | false;
};

/** /dashboard/my-stocks: switcher, data panel and client log (spec §2). */
export function MyStocksPage(props: MyStocksPageProps) {
  const user = useSessionUser();
  return user ? <MemberPortfolios {...props} /> : <AnonymousLock signInTo={props.signInTo} />;
}

function AnonymousLock({ signInTo }: { signInTo: To }) {
  const { t } = useTranslation('portfolios');
  return (
    <Paper
      variant="outlined"
      data-testid="portfolio-locked"
      sx={{ py: { xs: 5, md: 8 }, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <LockOutlinedIcon aria-hidden />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('anonymous.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 460 }}>
        {t('anonymous.text')}
      </Typography>
      <Button component={RouterLink} to={signInTo} variant="contained">
        {t('anonymous.action')}
      </Button>
    </Paper>
  );
}

function MemberPortfolios({ links, onUpgradeRequired, trialEnded, refetchInterval }: MyStocksPageProps) {
  const { t } = useTranslation('portfolios');
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<'data' | 'log'>('data');
  const portfolios = usePortfolios();
  const { active, choose } = useActivePortfolio(portfolios.data);
  const overview = useOverview(active?.guid, refetchInterval);
  const hash = location.hash.replace(/^#/, '');
  const closeHash = () => navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });

  const downgrade =
    active && overview.data && overview.data.guid === active.guid && overview.data.over_limit
      ? downgradeReasonOf({ limit: overview.data.stock_limit, holdings: overview.data.stocks.length, trialEnded })
      : null;

  const buy = (holding?: Holding) => {
    const state: BuyNavigationState = holding ? { stock: holding.stock } : {};
    navigate(links.buy, { state });
  };
  const sell = (holding: Holding) => {
    const state: SellNavigationState = { holding };
    navigate(links.sell, { state });
  };

  if (portfolios.isError && !portfolios.data) return <LoadFailed onRetry={() => void portfolios.refetch()} />;
  if (!portfolios.data) return <MyStocksSkeleton />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <PortfolioBar list={portfolios.data} active={active} onChoose={choose} onUpgradeRequired={onUpgradeRequired} />
      {!active ? (
        <Paper variant="outlined">
          <EmptyState title={t('panel.noPortfolio')} description={t('panel.noPortfolioText')} />
        </Paper>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <TabStrip
              value={tab}
              onChange={setTab}
              label={t('tabs.label')}
              tabs={[
                { value: 'data', label: t('tabs.data') },
                { value: 'log', label: t('tabs.log') },
              ]}
            />
          </Box>
          {tab === 'data' ? (
            <DataPanel portfolio={active} refetchInterval={refetchInterval} onBuy={buy} onSell={sell} />
          ) : (
            <PortfolioLog key={active.guid} guid={active.guid} />
          )}
          {downgrade && overview.data && (
            <DowngradeDialog portfolioGuid={active.guid} reason={downgrade} holdings={overview.data.stocks} paymentHref={links.payment} />
          )}
        </>
      )}
      {hash === 'buy-success' && <SuccessDialog kind="buy" onClose={closeHash} />}
      {hash === 'sell-success' && <SuccessDialog kind="sell" onClose={closeHash} />}
    </Box>
  );
}

/** The page's rows at their final sizes while the portfolios load: the switcher and its buttons, the tabs, the panel. */
function MyStocksSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Skeleton variant="rounded" height={40} sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }} />
        <Skeleton variant="rounded" height={36} width={140} />
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton variant="circular" width={40} height={40} />
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', height: 49, display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
        <Skeleton variant="text" width={72} />
        <Skeleton variant="text" width={72} />
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
