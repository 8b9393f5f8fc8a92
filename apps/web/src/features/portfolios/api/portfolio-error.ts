import type { PortfolioErrorCode } from '@sahm/contracts/portfolio';
import { ApiError } from '../../../shared/api/api-error.ts';

/** The `code` of a portfolio error answer ({detail, code}), if it is one. */
export function portfolioErrorCode(error: unknown): PortfolioErrorCode | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const code = (error.body as { code?: unknown }).code;
  if (typeof code === 'string') return code as PortfolioErrorCode;
  // Trading-hours errors are recognised by J000 in the detail too (spec §8).
  const detail = (error.body as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail.includes('J000') ? 'J000' : null;
}
