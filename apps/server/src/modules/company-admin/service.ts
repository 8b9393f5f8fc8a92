import { createBoardWrites } from './board-writes.ts';
import { createCapitalWrites } from './capital-writes.ts';
import { createDividendWrites } from './dividend-writes.ts';
import { createProfileWrites } from './profile-writes.ts';
import { createShareholderWrites } from './shareholder-writes.ts';
import { createShariahWrites } from './shariah-writes.ts';
import { createStockWrites } from './stock-writes.ts';
import type { WriteDeps } from './write-context.ts';

/**
 * The back office's writes to company data, one file per entity; each write runs in one
 * transaction (bad input changes nothing) and tells the readers after it commits.
 */
export function createCompanyAdminService(deps: WriteDeps) {
  return {
    ...createStockWrites(deps),
    ...createDividendWrites(deps),
    ...createProfileWrites(deps),
    ...createShareholderWrites(deps),
    ...createBoardWrites(deps),
    ...createCapitalWrites(deps),
    ...createShariahWrites(deps),
  };
}

export type CompanyAdminService = ReturnType<typeof createCompanyAdminService>;
