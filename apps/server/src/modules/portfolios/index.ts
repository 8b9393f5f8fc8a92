// The portfolios module's public entry: other modules and the app import this file and nothing else of it.
export { portfoliosModule } from './plugin.ts';
export type { Caller, LockedLedger, PortfolioService } from './service.ts';
export { portfolioLiveSdl, portfolioSubscriptions, portfolioSubscriptionSdl, type PortfolioLiveContext } from './live.ts';
// What the demo portfolios are written with.
export { insertPortfolio, recordTransactions } from './queries.ts';
// What the income, faith and returns figures read a portfolio through: the owner's row, its dated ledgers, the stock as a holding names it.
export { datedCash, datedLedger, datedTrades, findPortfolio, type PortfolioWithCash } from './queries.ts';
export { portfolioNotFound } from './portfolio-error.ts';
export { currentPrice, toPortfolioStock } from './valuation.ts';
// Prices of past days as traded, for figures that multiply them by the shares then held.
export { tradedPrice, tradedPriceFactor } from './traded-price.ts';
export type { CapitalEvent, CorporateEvents } from './corporate-events.ts';
export { sar } from './ledger.ts';
// The file import writes its trades through the rules, the ledger and the lock the forms' trades use.
export { bumpLedgerVersion } from './queries.ts';
export { applyEntry, emptyPosition, OversellError, tradeCost, type Position } from './ledger.ts';
export { buyingDateOf, requireRoomForShares, requireStockLimit, requireTick, saleOf } from './trade-rules.ts';
