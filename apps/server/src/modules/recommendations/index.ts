// The recommendations module's public entry: the app and other modules import this file and nothing else of it.
export { recommendationsModule } from './plugin.ts';
export type { RecommendationsService } from './service.ts';
