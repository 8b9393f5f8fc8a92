import { guidSchema } from '@sahm/contracts/common';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MarketSummary } from '../../features/markets/components/market-summary.tsx';
import { MarketTabs } from '../../features/markets/components/market-tabs.tsx';
import { SectorSelect } from '../../features/markets/components/sector-select.tsx';
import { StockList } from '../../features/stocks/components/stock-list.tsx';
import { useStockListParams } from '../../features/stocks/hooks/use-stock-list-params.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { paths } from '../paths.ts';
import { useMainMarket } from '../shell/use-main-market.ts';

/** /dashboard/market/:marketGuid — the markets' tabs, the chosen market's index and its stocks. */
export function MarketRoute() {
  const { t } = useTranslation(['stocks', 'markets', 'common']);
  const { marketGuid = '' } = useParams();
  const markets = useMainMarket();
  const params = useStockListParams();
  const market = markets.data?.items.find((candidate) => candidate.guid === marketGuid);
  // The stock list does not wait for the market list: both requests leave together.
  const unknownMarket = !guidSchema.safeParse(marketGuid).success || (markets.isSuccess && !market);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${market ? market.name : t('list.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <MarketTabs
          markets={markets.data?.items}
          selectedGuid={marketGuid}
          // A search follows the reader to the other market; the sector tree is per market, so it does not.
          hrefFor={(target) => paths.market.href(target.guid, { search: params.search })}
        />
      </Box>
      {market && <MarketSummary market={market} />}
      {unknownMarket ? (
        <EmptyState title={t('markets:notFound.title')} description={t('markets:notFound.description')} />
      ) : (
        <StockList
          key={marketGuid}
          market={{ guid: marketGuid, name: market?.name ?? '' }}
          params={params}
          filters={<SectorSelect marketGuid={marketGuid} value={params.sector} onChange={params.setSector} />}
        />
      )}
    </Box>
  );
}
