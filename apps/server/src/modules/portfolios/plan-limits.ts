import type { PortfolioErrorCode } from '@sahm/contracts/portfolio';

/** Holdings allowed per portfolio by the plan's permissions; null is no limit (PROFESSIONAL). */
export function stockLimit(permissions: readonly string[]): number | null {
  if (permissions.includes('CAN_ADD_PROTFOLIO_STOCKS_TWO')) return 2;
  if (permissions.includes('CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN')) return 15;
  return null;
}

/** The code that tells the client which upgrade to offer (maxStocksBasic or maxStocksAdvanced). */
export const stockLimitCode = (limit: number): PortfolioErrorCode => (limit <= 2 ? 'stock_limit_basic' : 'stock_limit_advanced');

export const canHaveMultiple = (permissions: readonly string[]): boolean => permissions.includes('CAN_HAVE_MULTIPLE_PORTFOLIOS');

export const isOverLimit = (holdings: number, limit: number | null): boolean => limit !== null && holdings > limit;
