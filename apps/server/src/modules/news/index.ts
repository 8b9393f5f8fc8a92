// The news module's public entry: the app and other modules import this file and nothing else of it.
export { newsModule } from './plugin.ts';
export type { NewsService } from './service.ts';
