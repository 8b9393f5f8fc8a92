import { queryScopes } from '../../../shared/api/query-keys.ts';
import type { RecommendationParams } from '../filters.ts';

export const recommendationKeys = {
  all: queryScopes.recommendations,
  list: (params: RecommendationParams) => [...queryScopes.recommendations, 'list', params] as const,
  firms: (locale: string) => [...queryScopes.recommendations, 'firms', locale] as const,
};
