import { queryScopes } from '../../../shared/api/query-keys.ts';

export type PageParams = { page: number; size: number };
export type BoardView = 'current' | 'historical';
export type DueDateRange = { due_date_from?: string; due_date_to?: string };

/** The company data of a stock page, one scope for all of it: a plan change refreshes it together. */
export const companyKeys = {
  all: queryScopes.company,
  profile: (guid: string) => [...queryScopes.company, 'profile', guid] as const,
  board: (guid: string, view: BoardView, paging: PageParams) => [...queryScopes.company, 'board', guid, view, paging] as const,
  capitalChanges: (guid: string, paging: PageParams) => [...queryScopes.company, 'capital-changes', guid, paging] as const,
  shareholders: (guid: string, current: boolean, paging: PageParams) =>
    [...queryScopes.company, 'shareholders', guid, { current, ...paging }] as const,
  shariah: (guid: string) => [...queryScopes.company, 'shariah', guid] as const,
  dividends: (guid: string, range: DueDateRange, paging: PageParams) =>
    [...queryScopes.company, 'dividends', guid, { ...range, ...paging }] as const,
  dividendChart: (guid: string, byQuarter: boolean) => [...queryScopes.company, 'dividend-chart', guid, byQuarter] as const,
  dividendInfo: (guid: string, yearsBack: number) => [...queryScopes.company, 'dividend-info', guid, yearsBack] as const,
  keyValues: (guid: string, years: number) => [...queryScopes.company, 'key-values', guid, years] as const,
};
