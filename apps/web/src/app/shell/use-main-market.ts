import { useMarkets } from '../../features/markets/api/get-markets.ts';
import { findMainMarket } from '../../features/markets/main-market.ts';

/** The main market (TASI), once the market list has loaded. */
export function useMainMarket() {
  const markets = useMarkets();
  return { ...markets, mainMarket: markets.data ? findMainMarket(markets.data.items) : undefined };
}
