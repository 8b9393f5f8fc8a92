// The screener module's public entry: the app imports this file and nothing else of it.
export { screenerModule } from './plugin.ts';
