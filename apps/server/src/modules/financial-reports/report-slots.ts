import type { Attachment, AttachmentType, StatementPeriod } from '@sahm/contracts/financials';
import { stableId } from '../../db/stable-id.ts';
import type { PeriodRow, UploadedRow } from './queries.ts';

/**
 * Which report files a stock has: each stored period's statements file in both languages, drawn
 * from the figures until an upload fills its slot (stock, year, period, type, language), plus every
 * uploaded board report and investor presentation. Generated files have name-based guids, so a
 * link to one stays valid across processes and reseeds.
 */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type GeneratedSlot = { guid: string; year: number; period: StatementPeriod; language: Language; date: string };

export const generatedGuid = (stockId: string, year: number, period: string, language: Language) =>
  stableId('financial-attachment', `${stockId}:${year}:${period}:FINANCIAL_STATEMENT:${language}`);

export const filePath = (stockGuid: string, attachmentGuid: string) =>
  `/api/v1/stocks/${stockGuid}/financials/attachments/${attachmentGuid}/file`;

export const generatedSlots = (stockId: string, periods: readonly PeriodRow[]): GeneratedSlot[] =>
  periods.flatMap((p) =>
    LANGUAGES.map((language) => ({
      guid: generatedGuid(stockId, p.year, p.period, language),
      year: p.year,
      period: p.period as StatementPeriod,
      language,
      date: p.endDate,
    })),
  );

const slotKey = (s: { year: number; period: string; language: string }) => `${s.year}:${s.period}:${s.language}`;

/** The list of files, newest period first (statements, then board reports, then presentations; Arabic first). */
export function attachmentList(stockId: string, periods: readonly PeriodRow[], uploaded: readonly UploadedRow[]): Attachment[] {
  const item = (a: Omit<Attachment, 'attachment_suffix_path'>): Attachment => ({ ...a, attachment_suffix_path: filePath(stockId, a.guid) });
  const uploadedStatements = new Set(uploaded.filter((u) => u.attachmentType === 'FINANCIAL_STATEMENT').map(slotKey));
  const generated = generatedSlots(stockId, periods)
    .filter((s) => !uploadedStatements.has(slotKey(s)))
    .map((s) => item({ ...s, attachment_type: 'FINANCIAL_STATEMENT', generated: true }));
  const files = uploaded.map((u) =>
    item({
      guid: u.id,
      date: u.date,
      year: u.year,
      period: u.period as StatementPeriod,
      attachment_type: u.attachmentType as AttachmentType,
      language: u.language as Language,
      generated: false,
    }),
  );
  const typeOrder = (t: AttachmentType) => ['FINANCIAL_STATEMENT', 'BOARD_REPORTS', 'INVESTOR_PRESENTATION'].indexOf(t);
  return [...generated, ...files].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      b.year - a.year ||
      typeOrder(a.attachment_type) - typeOrder(b.attachment_type) ||
      LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language),
  );
}

/** A readable name for a download: symbol, year, period, type and language. */
export const downloadName = (symbol: string, s: { year: number; period: string; attachmentType: string; language: string }) =>
  `${symbol}-${s.year}-${s.period}-${s.attachmentType.replaceAll('_', '-')}-${s.language}.pdf`.toLowerCase();

/** A Content-Disposition that keeps any name intact (RFC 6266 / 5987), with a plain fallback. */
export const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
