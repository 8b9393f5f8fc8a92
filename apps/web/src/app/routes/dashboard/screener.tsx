import i18next from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sectorsQueryOptions } from '../../../features/markets/api/get-sectors.ts';
import { useMarkets } from '../../../features/markets/api/get-markets.ts';
import { sectorOptions } from '../../../features/markets/sector-options.ts';
import { ScreenerPage } from '../../../features/screener/components/screener-page.tsx';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { paths } from '../../paths.ts';
import { useOpenUpgrade, useUpgradeOnArrival } from '../use-upgrade-offer.ts';

// The page's wording comes with its code, so it never renders (or suspends) without it.
await i18next.loadNamespaces(['screener']);

/** Every market's sector tree as one indented list of choices, each sector once. */
function useSectorChoices(marketGuids: readonly string[]) {
  const trees = useQueries({ queries: marketGuids.map((guid) => sectorsQueryOptions(guid)) });
  const loaded = trees.map((q) => q.dataUpdatedAt).join('|');
  return useMemo(() => {
    const seen = new Set<string>();
    return trees.flatMap((q) => (q.data ? sectorOptions(q.data.items) : [])).filter((s) => !seen.has(s.guid) && seen.add(s.guid));
    // `loaded` stands for the trees' data: the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
}

/** /dashboard/filter: members only; a plan without CAN_CUSTOMIZE_FILTERS sees the form and is offered the upgrade. */
export function ScreenerRoute() {
  const { t } = useTranslation('screener');
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname, search: rawSearch } = useLocation();
  const [search] = useSearchParams();
  const markets = useMarkets();
  const marketChoices = useMemo(() => (markets.data?.items ?? []).map((m) => ({ guid: m.guid, name: m.name })), [markets.data]);
  const sectors = useSectorChoices(marketChoices.map((m) => m.guid));

  const upgrade = { title: t('upgrade.title'), message: t('upgrade.message'), plan: 'ADVANCE' };
  const onUpgradeRequired = useOpenUpgrade(upgrade);
  const onSearchChange = useCallback((next: URLSearchParams) => navigate(paths.screener.href(next)), [navigate]);
  const locked = !user?.roles.includes('CAN_CUSTOMIZE_FILTERS');
  useUpgradeOnArrival(Boolean(user) && locked, upgrade);

  if (!user) return <Navigate to={paths.login.href(`${pathname}${rawSearch}`)} replace />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('title')} | ${i18next.t('common:appName')}`}</title>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('intro')}
        </Typography>
      </Box>
      <ScreenerPage
        search={search}
        onSearchChange={onSearchChange}
        markets={marketChoices}
        sectors={sectors}
        stockHref={(guid) => paths.stock.href(guid)}
        locked={locked}
        onUpgradeRequired={onUpgradeRequired}
      />
    </Box>
  );
}
