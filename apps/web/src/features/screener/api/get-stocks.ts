import { stockDetailSchema, type StockListItem } from '@sahm/contracts/stocks';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet } from '../../../shared/api/api-client.ts';
import { screenerKeys } from './query-keys.ts';

/** A company a stock filter holds, as its chip shows it. */
export type PickedStock = Pick<StockListItem, 'guid' | 'short_name' | 'symbol_code'>;

/**
 * Names of the companies a stock filter holds: those picked on the page are known; those restored
 * from a shared address are looked up once each.
 */
export function useKnownStocks(guids: readonly string[], picked: ReadonlyMap<string, PickedStock>): ReadonlyMap<string, PickedStock> {
  const missing = guids.filter((g) => !picked.has(g));
  const found = useQueries({
    queries: missing.map((guid) => ({
      queryKey: screenerKeys.stocks([guid]),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet(`/stocks/${encodeURIComponent(guid)}/`, { signal, silent: true, schema: stockDetailSchema }),
      staleTime: 10 * 60_000,
    })),
  });
  const names = found.map((q) => q.data && `${q.data.guid}:${q.data.short_name}`).join('|');
  return useMemo(() => {
    const all = new Map(picked);
    for (const q of found) if (q.data) all.set(q.data.guid, q.data);
    return all;
    // `names` stands for the lookups' results: the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked, names]);
}
