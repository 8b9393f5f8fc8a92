// The companies module's public entry: the app and other modules import this file and nothing else of it.
export { companiesModule } from './plugin.ts';
export type { CompanyService } from './service.ts';
export { shariahProviderNames } from './shariah-providers.ts';
