import { portfolioImportListSchema, type PortfolioImportList } from '@sahm/contracts/portfolio-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

/** GET {guid}/imports/: the portfolio's file imports, newest first. */
export const getImports = (guid: string): Promise<PortfolioImportList> =>
  apiGet(portfolioPath(guid, 'imports/'), { schema: portfolioImportListSchema });

export const importsQuery = (guid: string) => queryOptions({ queryKey: portfolioKeys.imports(guid), queryFn: () => getImports(guid) });

export const useImports = (guid: string) => useQuery(importsQuery(guid));
