import { describe, expect, it } from 'vitest';
import { completedOutcomeOf } from './completed-status.ts';

describe('payment completed status', () => {
  it('verifies a paid payment with the server', () => {
    expect(completedOutcomeOf('paid', 'pay_1')).toBe('verify-paid');
  });
  it('shows the failure page for a failed payment', () => {
    expect(completedOutcomeOf('failed', 'pay_1')).toBe('failed');
  });
  it('sends anything else back to /payment', () => {
    expect(completedOutcomeOf('initiated', 'pay_1')).toBe('redirect');
    expect(completedOutcomeOf(null, 'pay_1')).toBe('redirect');
    expect(completedOutcomeOf('paid', null)).toBe('redirect');
  });
});
