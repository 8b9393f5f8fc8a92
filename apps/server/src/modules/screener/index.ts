// The screener module's public entry: the app and other modules import this file and nothing else of it.
export { screenerModule } from './plugin.ts';
export type { ScreenerService } from './service.ts';
