// The markets module's public entry: other modules and the app import this file and nothing else of it.
export { marketsModule } from './plugin.ts';
export { createMarketCalendar, type ClockMode, type MarketCalendar, type Session } from './calendar.ts';
export { messages as marketMessages } from './messages.ts';
export type { MarketService } from './service.ts';
