import { researchFirmPageSchema, type ResearchFirmPage } from '@sahm/contracts/recommendations';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { recommendationKeys } from './query-keys.ts';

/** Spec §9: research-firm lists are 100 a page; the firms fit in one. */
export function getResearchFirms(signal?: AbortSignal): Promise<ResearchFirmPage> {
  return apiGet('/research-firms/', { params: { page: 1, size: 100 }, signal, schema: researchFirmPageSchema });
}

export function useResearchFirms({ enabled = true } = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: recommendationKeys.firms(locale),
    queryFn: ({ signal }) => getResearchFirms(signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}
