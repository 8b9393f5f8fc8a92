// The portfolio-returns module's public entry: the app imports this file and nothing else of it.
export { portfolioReturnsModule } from './plugin.ts';
export type { ReturnsService } from './service.ts';
