import { instrumentKind } from '../stock-profile.ts';

/**
 * The kinds of listed company whose habits differ on the company pages: who sits on the board,
 * how Shariah screens judge them, how they pay dividends.
 */
export type CompanyKind = 'islamic-bank' | 'bank' | 'insurance' | 'reit' | 'etf' | 'general';

/** Banks that operate wholly under Islamic finance: a matter of public record. */
const ISLAMIC_BANKS = new Set(['1020', '1120', '1140', '1150']);

export function companyKind(symbolCode: string, industryGroup: string): CompanyKind {
  if (industryGroup === 'banks') return ISLAMIC_BANKS.has(symbolCode) ? 'islamic-bank' : 'bank';
  if (industryGroup === 'insurance') return 'insurance';
  const instrument = instrumentKind(industryGroup);
  if (instrument === 'etf') return 'etf';
  // REITs and closed-end traded funds: income units with a fund board and a manager.
  if (instrument === 'fund-units') return 'reit';
  return 'general';
}

/** ETFs have no board, major holders or corporate actions of their own on the company pages. */
export const isOperatingEntity = (kind: CompanyKind): boolean => kind !== 'etf';
