import { sectorPointsSchema, type SectorPoint } from '@sahm/contracts/sectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { sectorKeys } from './query-keys.ts';

export type SectorPoints = { items: SectorPoint[] };

export function getSectorPoints(marketGuid: string, signal?: AbortSignal): Promise<SectorPoints> {
  return apiGet('/sectors/points/', { params: { market_guid: marketGuid }, signal, schema: sectorPointsSchema });
}

export const sectorPointsQueryOptions = (marketGuid: string) =>
  queryOptions({ queryKey: sectorKeys.points(marketGuid), queryFn: ({ signal }) => getSectorPoints(marketGuid, signal) });

export function useSectorPoints(marketGuid: string | undefined) {
  return useQuery({ ...sectorPointsQueryOptions(marketGuid ?? ''), enabled: Boolean(marketGuid) });
}
