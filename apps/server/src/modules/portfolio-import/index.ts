// The portfolio-import module's public entry: the app imports this file and nothing else of it.
export { portfolioImportModule } from './plugin.ts';
