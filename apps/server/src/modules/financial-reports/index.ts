// The financial-reports module's public entry: the app and other modules import this file and nothing else of it.
export { financialReportsModule } from './plugin.ts';
export type { FinancialReportsService } from './service.ts';
