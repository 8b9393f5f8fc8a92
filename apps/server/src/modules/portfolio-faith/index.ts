// The portfolio-faith module's public entry: the app imports this file and nothing else of it.
export { portfolioFaithModule } from './plugin.ts';
