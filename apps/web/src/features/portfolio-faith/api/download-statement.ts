import type { PurificationStatementQuery } from '@sahm/contracts/portfolio-income';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { faithPath } from './query-keys.ts';

/** The year's purification statement (PDF in the page's language, or CSV), downloaded with the member's token. */
export function downloadStatement(guid: string, query: PurificationStatementQuery): Promise<void> {
  const params = new URLSearchParams({ year: String(query.year), format: query.format });
  if (query.provider) params.set('provider', query.provider);
  if (query.lang) params.set('lang', query.lang);
  const name = `purification-${query.year}${query.provider ? `-${query.provider}` : ''}${query.format === 'pdf' ? `-${query.lang}` : ''}.${query.format}`;
  return downloadApiFile(`${faithPath(guid, 'purification/statement/')}?${params}`, name);
}
