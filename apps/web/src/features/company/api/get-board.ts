import { boardPageSchema, type BoardPage } from '@sahm/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys, type BoardView, type PageParams } from './query-keys.ts';

/** The current board (`/profile/board/current/`) or every record, newest first (`/profile/board/`). */
export function getBoard(guid: string, view: BoardView, paging: PageParams, signal?: AbortSignal): Promise<BoardPage> {
  const path = `/stocks/${encodeURIComponent(guid)}/profile/board/${view === 'current' ? 'current/' : ''}`;
  return apiGet(path, { params: paging, signal, schema: boardPageSchema });
}

export const boardQueryOptions = (guid: string, view: BoardView, paging: PageParams) =>
  queryOptions({
    queryKey: companyKeys.board(guid, view, paging),
    queryFn: ({ signal }) => getBoard(guid, view, paging, signal),
    staleTime: 30 * 60_000,
    // Another page of the same view stays on screen while it loads, never the other view's rows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === view ? previous : undefined),
  });

export function useBoard(guid: string, view: BoardView, paging: PageParams) {
  return useQuery(boardQueryOptions(guid, view, paging));
}
