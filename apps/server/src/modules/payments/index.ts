// The payments module's public entry: other modules and the app import this file and nothing else of it.
export { paymentsModule } from './plugin.ts';
export { paymentHousekeeping } from './housekeeping.ts';
export type { PaymentService } from './service.ts';
export { buyDemoPlan } from './demo-purchase.ts';
