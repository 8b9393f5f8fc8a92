// The invoices module's public entry: other modules and the app import this file and nothing else of it.
export { invoicesModule } from './plugin.ts';
export { invoicedSubscription, issuePaidInvoice, issueTrialInvoice } from './issue.ts';
