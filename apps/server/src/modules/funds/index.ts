// The funds module's public entry: other modules and the app import this file and nothing else of it.
export { fundsModule } from './plugin.ts';
export type { FundService } from './service.ts';
