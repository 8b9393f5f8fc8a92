import { z } from 'zod';
import type { Locale } from '@sahm/contracts/common';
import {
  PERIODS_OF_FILTER,
  attachmentLanguageSchema,
  attachmentTypeSchema,
  statementPeriodSchema,
  statementPeriods,
  type Attachment,
  type AttachmentList,
  type PeriodFilter,
} from '@sahm/contracts/financials';
import type { Database, Db } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import type { Family, PeriodLabel, StatementKind } from '../../domain/statements/template-types.ts';
import { createCache } from '../../platform/cache.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { schemaRefusal, type CompanyDataEvents, type Upload } from '../company-admin/index.ts';
import { stockMessages, type StockService } from '../stocks/index.ts';
import { messages } from './messages.ts';
import { periodEndDate } from './period-dates.ts';
import {
  bookRow,
  bumpBookVersion,
  deleteAttachment,
  lockStockForReports,
  periodStatementRows,
  statementPeriodRows,
  upsertAttachment,
  uploadedFile,
  uploadedRows,
  type LockedStock,
  type Slot,
} from './queries.ts';
import { attachmentList, contentDisposition, downloadName, generatedSlots, type GeneratedSlot } from './report-slots.ts';

export type FinancialReportsDeps = { database: Database; stocks: StockService; events: CompanyDataEvents; now?: () => Date };

/** A file ready to send. */
export type ReportFile = { body: Buffer; contentType: string; disposition: string };

/** The fields beside an uploaded file. */
export const uploadFormSchema = z.object({
  year: z.coerce.number().int().min(1950).max(2100),
  period: statementPeriodSchema,
  attachment_type: attachmentTypeSchema,
  language: attachmentLanguageSchema,
});

const PDF_MAGIC = Buffer.from('%PDF-');

/** A value the rules refuse: 422 naming the field, like a schema's refusal. */
function refusal(locale: Locale, field: string, key: Parameters<typeof messages.t>[1], params: Record<string, string | number> = {}) {
  const detail = [{ loc: ['body', field], msg: messages.t(locale, key, params), type: 'value_error' }];
  return messages.error(422, key, params, { detail });
}

/**
 * The report files of the stock page (spec §3 Attachment) and the back office's uploads of them.
 * Generated statement PDFs are drawn on first request and kept, a few dozen at most, under the
 * company's book version, so an edit of the statements draws them afresh.
 */
export function createFinancialReportsService({ database, stocks, events, now = () => new Date() }: FinancialReportsDeps) {
  const reader = database.read;
  const drawn = createCache<Promise<Buffer>>({ max: 48 });

  const known = async (locale: Locale, guid: string) => {
    const stock = await stocks.get(locale, guid);
    if (!stock) throw stockMessages.error(404, 'stockNotFound');
    return stock;
  };
  const notFound = () => messages.error(404, 'attachmentNotFound');

  const uploadedAnswer = (symbol: string, row: NonNullable<Awaited<ReturnType<typeof uploadedFile>>>): ReportFile => ({
    body: row.body,
    contentType: row.contentType,
    disposition: contentDisposition(downloadName(symbol, row)),
  });

  /** The statements PDF of a slot, drawn once per book version. */
  async function generated(guid: string, symbol: string, slot: GeneratedSlot): Promise<Buffer> {
    const book = await bookRow(reader, guid);
    if (!book) throw notFound();
    const key = [guid, book.version, slot.year, slot.period, slot.language].join(':');
    const hit = drawn.get(key);
    if (hit) return hit;
    const render = (async () => {
      const [rows, named] = await Promise.all([periodStatementRows(reader, guid, slot.year, slot.period), stocks.get(slot.language, guid)]);
      // Loaded on the first report, as for invoices: the renderer takes a second to load.
      const { renderStatementsPdf } = await import('./statements-pdf.ts');
      return renderStatementsPdf({
        language: slot.language,
        companyName: named?.company_name ?? symbol,
        symbol,
        family: book.family as Family,
        year: slot.year,
        period: slot.period,
        endDate: slot.date,
        isDemo: book.isDemo,
        statements: Object.fromEntries(rows.map((r) => [r.statement as StatementKind, r.values])),
      });
    })();
    drawn.set(key, render);
    // A failed drawing is not kept: the next request tries again.
    render.catch(() => drawn.delete(key));
    return render;
  }

  /** One write to a stock's report files, the stock locked; readers are told after the commit. */
  async function write<T>(stockGuid: string, fn: (db: Db, stock: LockedStock) => Promise<T>): Promise<T> {
    const out = await database.transaction(async (tx) => {
      const stock = await lockStockForReports(tx.db, stockGuid);
      if (!stock) throw stockMessages.error(404, 'stockNotFound');
      const result = await fn(tx.db, stock);
      await bumpBookVersion(tx.db, stockGuid);
      await bumpDataVersion(tx, 'company_data');
      return result;
    });
    events.changed({ stockId: stockGuid, kind: 'financials' });
    return out;
  }

  return {
    async list(locale: Locale, guid: string, filter: PeriodFilter): Promise<AttachmentList> {
      await known(locale, guid);
      const periods = PERIODS_OF_FILTER[filter];
      const [stored, uploaded] = await Promise.all([statementPeriodRows(reader, guid, periods), uploadedRows(reader, guid, periods)]);
      return { items: attachmentList(guid, stored, uploaded) };
    },

    /**
     * A file by guid: an uploaded one's bytes, or the statements PDF of a generated slot. A link to a
     * generated file whose slot has since been uploaded serves the upload.
     */
    async file(locale: Locale, guid: string, attachmentGuid: string): Promise<ReportFile> {
      const { symbol_code: symbol } = await known(locale, guid);
      const uploaded = await uploadedFile(reader, guid, { id: attachmentGuid });
      if (uploaded) return uploadedAnswer(symbol, uploaded);
      const slot = generatedSlots(guid, await statementPeriodRows(reader, guid, statementPeriods)).find((s) => s.guid === attachmentGuid);
      if (!slot) throw notFound();
      const filled = await uploadedFile(reader, guid, { ...slot, attachmentType: 'FINANCIAL_STATEMENT' });
      if (filled) return uploadedAnswer(symbol, filled);
      const name = downloadName(symbol, { ...slot, attachmentType: 'FINANCIAL_STATEMENT' });
      return { body: await generated(guid, symbol, slot), contentType: 'application/pdf', disposition: contentDisposition(name) };
    },

    /** Puts an uploaded PDF in its slot (replacing what is there). */
    async upload(locale: Locale, guid: string, { file, fields }: Upload): Promise<Attachment> {
      const form = uploadFormSchema.safeParse(fields, { reportInput: true });
      if (!form.success) throw schemaRefusal(locale, form.error.issues);
      if (!file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw refusal(locale, 'file', 'notPdf');
      const { year, period, attachment_type: attachmentType, language } = form.data;
      const slot: Slot = { year, period, attachmentType, language };
      const saved = await write(guid, async (db, stock) => {
        const [stored] = (await statementPeriodRows(db, guid, [period])).filter((p) => p.year === year);
        const date = stored?.endDate ?? periodEndDate(year, period as PeriodLabel, stock.fyEndMonth ?? 12);
        if (!stored) {
          const first = Math.min(Number(stock.listingDate?.slice(0, 4) ?? Infinity), stock.firstStatementYear ?? Infinity);
          if (Number.isFinite(first) && year < first) throw refusal(locale, 'year', 'yearBeforeCompany', { year, first });
          const today = riyadhClock(now()).date;
          if (date > today) throw refusal(locale, 'period', 'periodNotEnded', { period: messages.t(locale, period), year, date });
        }
        const id = await upsertAttachment(db, {
          ...slot,
          stockId: guid,
          date,
          fileName: downloadName(stock.symbolCode, slot),
          contentType: 'application/pdf',
          body: file,
        });
        return { id, date };
      });
      return attachmentList(guid, [], [{ id: saved.id, date: saved.date, ...slot }])[0]!;
    },

    /** Deletes an uploaded file; a generated one cannot be (404), and comes back when its upload goes. */
    async remove(locale: Locale, guid: string, attachmentGuid: string): Promise<{ message: string }> {
      await write(guid, async (db) => {
        if (await deleteAttachment(db, guid, attachmentGuid)) return;
        const slots = generatedSlots(guid, await statementPeriodRows(db, guid, statementPeriods));
        throw slots.some((s) => s.guid === attachmentGuid) ? messages.error(404, 'generatedNotDeletable') : notFound();
      });
      return { message: messages.t(locale, 'attachmentDeleted') };
    },
  };
}

export type FinancialReportsService = ReturnType<typeof createFinancialReportsService>;
