import type { Family } from './template-types.ts';

/**
 * Which template a company reports on, from its industry group (the sector tree's code): banks
 * and insurers have their own, REITs and closed-end funds report as income funds, and ETFs have
 * none (their earnings are the tracked index's, not a fund's). Every other company is ordinary.
 */
export function familyOfIndustryGroup(industryGroup: string): Family | null {
  if (industryGroup === 'banks') return 'bank';
  if (industryGroup === 'insurance') return 'insurance';
  if (/etf/i.test(industryGroup)) return null;
  if (/reit|closed-end/i.test(industryGroup)) return 'reit';
  return 'ordinary';
}
