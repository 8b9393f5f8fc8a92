import { importReportSchema, type ImportReport } from '@sahm/contracts/portfolio-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

/** GET /portfolio/import/template/: the published template (CSV or Excel, headers in `lang`). */
export const importTemplatePath = '/portfolio/import/template/';

export type ImportInput = { file: File; dryRun: boolean };

/** POST {guid}/import/: the file checked (dry run) or imported; a refused file answers 422 with the report. */
export function importTrades(guid: string, { file, dryRun }: ImportInput): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost(portfolioPath(guid, `import/?dry_run=${dryRun}`), form, { schema: importReportSchema, silent: true });
}

/** Errors are the caller's: a refused file's report is shown in the dialog. */
export function useImportTrades(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => importTrades(guid, input),
    onSuccess: (report) =>
      report.dry_run
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: portfolioKeys.one(guid) }),
            queryClient.invalidateQueries({ queryKey: portfolioKeys.list() }),
          ]),
  });
}
