import type { PromoResult } from '@sahm/contracts/payments';
import type { BillingPeriod } from '@sahm/contracts/plans';
import { ApiError } from '../../shared/api/api-error.ts';

/** What the promo field says (spec §5, §8): required, mismatch naming the code, or nothing. */
export type PromoProblem = { kind: 'required' } | { kind: 'mismatch'; code: string } | null;

export function promoInputProblem(code: string): PromoProblem {
  return code.trim() ? null : { kind: 'required' };
}

/** A code whose billing period is not the selected plan's does not apply. */
export function promoResultProblem(result: PromoResult, period: BillingPeriod): PromoProblem {
  return result.billing_period === period ? null : { kind: 'mismatch', code: result.code };
}

/** The server's 400 on the code field is the mismatch; every other failure is swallowed. */
export function promoErrorProblem(error: unknown, code: string): PromoProblem {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown; detail?: unknown } | null;
  const detail = typeof body?.detail === 'string' ? body.detail : '';
  return body?.field === 'code' && /does not match/i.test(detail) ? { kind: 'mismatch', code: code.trim() } : null;
}
