// The portfolio-share module's public entry: the app imports this file and nothing else of it.
export { portfolioShareModule } from './plugin.ts';
