// The sectors module's public entry: other modules and the app import this file and nothing else of it.
export { sectorsModule } from './plugin.ts';
export type { SectorService } from './service.ts';
