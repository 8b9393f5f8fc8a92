import type { Movement } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketStatus } from '../../../features/markets/api/get-market-status.ts';
import { MarketChartPanel } from '../../../features/markets/components/market-chart-panel.tsx';
import { MarketHeaderStrip } from '../../../features/markets/components/market-header-strip.tsx';
import { SectorsPanel } from '../../../features/markets/components/sectors-panel.tsx';
import { MarketDataTable } from '../../../features/stocks/components/market-data-table.tsx';
import { MovementPanel } from '../../../features/stocks/components/movement-panel.tsx';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport.ts';
import { belowFoldSx } from '../../../shared/ui/below-fold-sx.ts';
import { dialogHashes, paths } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { useSignInPrompt } from '../use-sign-in-prompt.ts';
import { MarketFeed, MovementFeed, SectorsFeed, StocksFeed } from './live-feeds.tsx';

// The news panel is not part of the first paint: its code comes after, its space held meanwhile.
const HomeNews = lazy(async () => ({ default: (await import('./home-news.tsx')).HomeNews }));
/**
 * The panel's height at each width (measured in both languages: the English one is about 60 px
 * taller below 1,200 px), held until it is drawn; the panel is the page's last part, so only the
 * footer could move, by a few tens of pixels.
 */
const newsPanelSpaceSx = { minHeight: { xs: 1110, sm: 925, md: 675, lg: 585 }, borderRadius: 1, bgcolor: 'action.hover' } as const;

/**
 * The news panel, fetched and drawn once the reader nears it. It is the page's last part, a phone's
 * few screens below the first; drawn at once, it was a task of 200 ms on a slowed phone CPU just
 * after the page appeared, while the reader looked at the indices.
 */
function HomeNewsWhenNear() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const reserved = <Box aria-hidden data-testid="home-news-space" sx={newsPanelSpaceSx} />;
  return (
    <Box ref={box} sx={{ gridColumn: '1 / -1' }}>
      {near ? (
        <Suspense fallback={reserved}>
          <HomeNews />
        </Suspense>
      ) : (
        reserved
      )}
    </Box>
  );
}

/** /dashboard — the home page: indices, the market's stocks, movers and sectors, live while the market trades. */
export function HomeRoute() {
  const { t } = useTranslation(['markets', 'common']);
  const user = useSessionUser();
  const signIn = useSignInPrompt();
  const markets = useMainMarket();
  const [chosenGuid, setChosenGuid] = useState<string | null>(null);
  const [movement, setMovement] = useState<Movement>('HIGHEST');
  const list = markets.data?.items;
  const market = list?.find((candidate) => candidate.guid === chosenGuid) ?? markets.mainMarket;
  const status = useMarketStatus(market?.guid);
  const first = list?.[0];
  // The follow list is the first market's favourites; visitors are asked to sign in there.
  const followListTo = first
    ? user
      ? paths.market.href(first.guid, { tab: 'favorites' })
      : `${paths.market.href(first.guid)}#${dialogHashes.authRequired}`
    : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('home.title')} | ${t('common:appName')}`}</title>
      {list?.map((item) => (
        <MarketFeed key={item.guid} guid={item.guid} />
      ))}
      {market && (
        <>
          <StocksFeed marketGuid={market.guid} />
          <SectorsFeed marketGuid={market.guid} />
          <MovementFeed marketGuid={market.guid} movement={movement} />
        </>
      )}
      <MarketHeaderStrip
        title={t('home.title')}
        markets={list}
        followListTo={followListTo}
        marketHref={(guid) => paths.market.href(guid)}
        status={status.data}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // After the chart and the sectors (the table, the movers, the news), a phone's first
          // screen is over: their layout waits until they near it.
          '& > :nth-child(n+3)': belowFoldSx(600),
        }}
      >
        <MarketChartPanel
          markets={list}
          market={market}
          onMarketChange={setChosenGuid}
          status={status.data}
          statusSettled={!status.isPending}
        />
        <SectorsPanel marketGuid={market?.guid} />
        <MarketDataTable
          market={market}
          stockHref={(guid) => paths.stock.href(guid)}
          marketHref={market && paths.market.href(market.guid)}
          onSignInRequired={signIn}
        />
        <MovementPanel
          marketGuid={market?.guid}
          movement={movement}
          onMovementChange={setMovement}
          stockHref={(guid) => paths.stock.href(guid)}
        />
        <HomeNewsWhenNear />
      </Box>
    </Box>
  );
}
