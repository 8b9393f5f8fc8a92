import { importUndoResultSchema, type ImportUndoResult } from '@sahm/contracts/portfolio-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

/** DELETE {guid}/import/{import_guid}/: takes out exactly the trades the import added (409 when later entries rest on them). */
export function undoImport(guid: string, importGuid: string): Promise<ImportUndoResult> {
  return apiRequest(portfolioPath(guid, `import/${encodeURIComponent(importGuid)}/`), { method: 'DELETE', schema: importUndoResultSchema });
}

/** A refusal is toasted by the client, in the server's words. */
export function useUndoImport(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importGuid: string) => undoImport(guid, importGuid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
      ]),
  });
}
