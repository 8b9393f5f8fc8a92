import { guidSchema } from '@sahm/contracts/common';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MarketSummary } from '../../features/markets/components/market-summary.tsx';
import { SectorSelect } from '../../features/markets/components/sector-select.tsx';
import { StockList } from '../../features/stocks/components/stock-list.tsx';
import { useStockListParams } from '../../features/stocks/hooks/use-stock-list-params.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { paths } from '../paths.ts';
import { useMainMarket } from '../shell/use-main-market.ts';
import { MarketFeed, StocksFeed } from './dashboard/live-feeds.tsx';
import { MarketPageTabs } from './market-page-tabs.tsx';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

/** /dashboard/market/:marketGuid — the markets' tabs, the chosen market's index and its stocks, live while it trades. */
export function MarketRoute() {
  const { t } = useTranslation(['stocks', 'markets', 'common']);
  const { marketGuid = '' } = useParams();
  const markets = useMainMarket();
  const params = useStockListParams();
  const signIn = useSignInPrompt();
  const market = markets.data?.items.find((candidate) => candidate.guid === marketGuid);
  // The stock list does not wait for the market list: both requests leave together.
  const unknownMarket = !guidSchema.safeParse(marketGuid).success || (markets.isSuccess && !market);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${market ? market.name : t('list.title')} | ${t('common:appName')}`}</title>
      {market && (
        <>
          <MarketFeed guid={market.guid} />
          <StocksFeed marketGuid={market.guid} />
        </>
      )}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      <MarketPageTabs markets={markets.data?.items} selected={marketGuid} search={params.search} />
      {/* Drawn before the markets arrive, so the list below keeps its place. */}
      {!unknownMarket && <MarketSummary market={market} />}
      {unknownMarket ? (
        <EmptyState title={t('markets:notFound.title')} description={t('markets:notFound.description')} />
      ) : (
        <StockList
          key={marketGuid}
          market={{ guid: marketGuid, name: market?.name ?? '' }}
          params={params}
          stockHref={(guid) => paths.stock.href(guid)}
          onSignInRequired={signIn}
          filters={<SectorSelect marketGuid={marketGuid} value={params.sector} onChange={params.setSector} />}
        />
      )}
    </Box>
  );
}
