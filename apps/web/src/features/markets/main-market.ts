import type { Market } from '@sahm/contracts/markets';

/** The main market is the one whose index is TASI (the growth market's is NOMUC). */
export function findMainMarket(markets: readonly Market[]): Market | undefined {
  return markets.find((market) => market.code === 'TASI') ?? markets[0];
}
