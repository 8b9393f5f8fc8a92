import { afterEach, describe, expect, it } from 'vitest';
import { clearUpgradeRequest, readUpgradeRequest, suggestedPlan, writeUpgradeRequest } from './upgrade-request.ts';

describe('upgrade-required dialog', () => {
  afterEach(() => clearUpgradeRequest());

  it('suggests the advanced plan to basic users and visitors', () => {
    expect(suggestedPlan(null, 'BASIC')).toBe('ADVANCE');
    expect(suggestedPlan(null, null)).toBe('ADVANCE');
    expect(suggestedPlan('ADVANCE', 'BASIC')).toBe('ADVANCE');
  });

  it('suggests the professional plan when asked for or when the user is not on basic', () => {
    expect(suggestedPlan('PROFESSIONAL', 'BASIC')).toBe('PROFESSIONAL');
    expect(suggestedPlan(null, 'ADVANCE')).toBe('PROFESSIONAL');
  });

  it('keeps title, message and package until cleared', () => {
    writeUpgradeRequest({ title: 'T', message: 'M', plan: 'PROFESSIONAL' });
    expect(readUpgradeRequest()).toEqual({ title: 'T', message: 'M', plan: 'PROFESSIONAL' });
    clearUpgradeRequest();
    expect(readUpgradeRequest()).toEqual({ title: null, message: null, plan: null });
  });
});
