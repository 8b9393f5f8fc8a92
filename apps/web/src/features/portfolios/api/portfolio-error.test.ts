import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { portfolioErrorCode } from './portfolio-error.ts';

describe('portfolio error codes', () => {
  it('reads the code of a portfolio error', () => {
    expect(portfolioErrorCode(new ApiError(409, 'x', { detail: 'x', code: 'insufficient_cash' }))).toBe('insufficient_cash');
    expect(portfolioErrorCode(new ApiError(400, 'x', { detail: 'x', code: 'J000', window: 'buy' }))).toBe('J000');
  });

  it('recognises the trading-hours code in the detail text', () => {
    expect(portfolioErrorCode(new ApiError(400, 'x', { detail: 'J000: market closed' }))).toBe('J000');
  });

  it('has nothing to say about other failures', () => {
    expect(portfolioErrorCode(new Error('network'))).toBeNull();
    expect(portfolioErrorCode(new ApiError(500, 'x', 'oops'))).toBeNull();
  });
});
