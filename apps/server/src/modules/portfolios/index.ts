// The portfolios module's public entry: other modules and the app import this file and nothing else of it.
export { portfoliosModule } from './plugin.ts';
export type { PortfolioService } from './service.ts';
export { portfolioLiveSdl, portfolioSubscriptions, portfolioSubscriptionSdl, type PortfolioLiveContext } from './live.ts';
// What the demo portfolios are written with.
export { insertPortfolio, recordTransactions } from './queries.ts';
