// The financial-admin module's public entry: the app imports this file and nothing else of it.
export { financialAdminModule } from './plugin.ts';
