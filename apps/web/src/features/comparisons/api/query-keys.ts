import { queryScopes } from '../../../shared/api/query-keys.ts';
import type { ComparisonRequest } from './comparisons.ts';

/** Comparison parameters (per fixed stock) and comparisons (per request). */
export const comparisonKeys = {
  all: queryScopes.comparisons,
  allParameters: () => [...queryScopes.comparisons, 'parameters'] as const,
  parameters: (stockGuids: readonly string[]) => [...queryScopes.comparisons, 'parameters', stockGuids.join(',')] as const,
  data: (request: ComparisonRequest) => [...queryScopes.comparisons, 'data', request] as const,
};
