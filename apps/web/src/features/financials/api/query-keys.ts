import type { PeriodFilter } from '@sahm/contracts/financials';
import { queryScopes } from '../../../shared/api/query-keys.ts';

export type StatisticsFilter = Extract<PeriodFilter, 'ANNUALS' | 'QUARTERS'>;

/** A stock's statements, report files and statistics, and the indicators' help texts. */
export const financialKeys = {
  all: queryScopes.financials,
  statements: (guid: string, filter: PeriodFilter) => [...queryScopes.financials, 'statements', guid, filter] as const,
  latest: (guid: string, annual: boolean) => [...queryScopes.financials, 'latest', guid, annual] as const,
  attachments: (guid: string, filter: PeriodFilter) => [...queryScopes.financials, 'attachments', guid, filter] as const,
  statistics: (guid: string, filter: StatisticsFilter) => [...queryScopes.financials, 'statistics', guid, filter] as const,
  tooltips: () => [...queryScopes.financials, 'tooltips'] as const,
};
