// The financials module's public entry: the app and other modules import this file and nothing else of it.
export { financialsModule } from './plugin.ts';
export type { FinancialsService } from './service.ts';
export { refreshCurrentIndicators } from './current-indicators.ts';
