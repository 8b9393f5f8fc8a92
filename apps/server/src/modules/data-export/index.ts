// The data-export module's public entry: the app imports this file and nothing else of it.
export { dataExportModule } from './plugin.ts';
