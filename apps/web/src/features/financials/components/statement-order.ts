import type { StatementKindName } from '@sahm/contracts/financials';

/** The statements in the order a reader meets them (spec §2). */
export const statementOrder: readonly StatementKindName[] = ['income_statement', 'balance_sheet', 'cash_flow'];
