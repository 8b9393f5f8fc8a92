import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { promoErrorProblem, promoInputProblem, promoResultProblem } from './promo-message.ts';

const result = {
  guid: '00000000-0000-4000-8000-000000000001',
  code: 'SAHM20',
  unit: 'PERCENTAGE' as const,
  amount: '20.00',
  billing_period: 'YEARLY' as const,
};

describe('promo code messages', () => {
  it('requires a code', () => {
    expect(promoInputProblem('  ')).toEqual({ kind: 'required' });
    expect(promoInputProblem('SAHM20')).toBeNull();
  });

  it('names the code when its period does not match the plan', () => {
    expect(promoResultProblem(result, 'MONTHLY')).toEqual({ kind: 'mismatch', code: 'SAHM20' });
    expect(promoResultProblem(result, 'YEARLY')).toBeNull();
  });

  it('shows the server mismatch and swallows other failures', () => {
    const mismatch = new ApiError(400, 'x', { detail: 'The discount code SAHM20 does not match the payment plan', field: 'code' });
    expect(promoErrorProblem(mismatch, ' SAHM20 ')).toEqual({ kind: 'mismatch', code: 'SAHM20' });
    expect(promoErrorProblem(new ApiError(404, 'x', { detail: 'Not found' }), 'NOPE')).toBeNull();
    expect(promoErrorProblem(new ApiError(400, 'x', { detail: 'The discount code has expired', field: 'code' }), 'OLD')).toBeNull();
    expect(promoErrorProblem(new TypeError('network'), 'X')).toBeNull();
  });
});
