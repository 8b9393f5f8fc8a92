import type { CompanyKind } from '../companies/company-kind.ts';
import type { Family } from './types.ts';

/**
 * Which template a company reports on. ETFs have none of their own: the earnings behind their
 * P/E are the tracked index's, looked through, not a fund's income, so statements drawn from them
 * would be neither the fund's nor the index's.
 */
const FAMILY_OF: Readonly<Record<CompanyKind, Family | null>> = {
  bank: 'bank',
  'islamic-bank': 'bank',
  insurance: 'insurance',
  reit: 'reit',
  etf: null,
  general: 'ordinary',
};

export const familyOf = (kind: CompanyKind): Family | null => FAMILY_OF[kind];
