// The comparisons module's public entry: the app imports this file and nothing else of it.
export { comparisonsModule } from './plugin.ts';
