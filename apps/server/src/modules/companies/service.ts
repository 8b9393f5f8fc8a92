import type { Locale, Page } from '@sahm/contracts/common';
import type {
  BoardPage,
  CapitalChangePage,
  DividendChart,
  DividendInfo,
  DividendPage,
  FinancialYearList,
  KeyValues,
  ShareholderPage,
  ShariahList,
  StockProfile,
} from '@sahm/contracts/company';
import { shariahProviders } from '@sahm/contracts/company';
import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { createVersionedCache, type VersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { logoVersion, stockMessages, type StockService } from '../stocks/index.ts';
import { dividendChart, dividendInfo, dividendYear, infoWindow, lastYears, type YearFigures } from './dividend-figures.ts';
import { financialYears } from './financial-years.ts';
import { logoMark } from './logo-mark.ts';
import { boardOrder, toBoardRecord, toCapitalChange, toDividend, toProfile, toShareholderRecord, toShariahRecord } from './mappers.ts';
import { messages } from './messages.ts';
import {
  boardRows,
  capitalChangeRows,
  dividendRows,
  earningsRows,
  financialYearBasis,
  logoRow,
  profileRow,
  sectorAverageYield,
  shareholderRows,
  shariahRows,
  yearCloseRows,
  type ProfileRow,
} from './queries.ts';

export type CompanyServiceDeps = { database: Database; stocks: StockService; checkEveryMs?: number; today?: () => string };

type Paging = { page: number; size: number };
const pageOf = <T>(all: readonly T[], { page, size }: Paging): Page<T> => ({
  items: all.slice((page - 1) * size, page * size),
  total: all.length,
  page,
  size,
});

/** A logo ready to send: bytes, type and the version its URL carries (the ETag). */
export type Logo = { body: Buffer; contentType: string; version: string };

/**
 * The company pages' reads. Each stock's rows of a table are read once per data version (market
 * data for prices behind yields, company data for everything an administrator edits) and kept in
 * memory, so a repeated call costs no query; languages and pages are cut from the cached rows.
 */
export function createCompanyService({ database, stocks, checkEveryMs = 1000, today }: CompanyServiceDeps) {
  const reader = database.read;
  const version = async () => `${await readDataVersionFrom(reader, 'market_data')}:${await readDataVersionFrom(reader, 'company_data')}`;
  const caches: VersionedCache<unknown>[] = [];
  /** A read-through cache of one table's rows per key, under the data version. */
  const cached = <T>(max: number, load: (key: string) => Promise<T>) => {
    const cache = createVersionedCache<T>({ max, checkEveryMs, version });
    caches.push(cache as VersionedCache<unknown>);
    return (key: string) => cache.get(key, () => load(key));
  };
  const profiles = cached<ProfileRow | null>(1000, async (id) => (await profileRow(reader, id)) ?? null);
  const boards = cached(500, (id) => boardRows(reader, id));
  const holders = cached(500, (id) => shareholderRows(reader, id));
  const shariah = cached(500, (id) => shariahRows(reader, id));
  const capital = cached(500, (id) => capitalChangeRows(reader, id));
  const distributions = cached(1000, (id) => dividendRows(reader, id));
  const years = cached<YearFigures>(1000, async (id) => {
    const [closes, eps] = await Promise.all([yearCloseRows(reader, id), earningsRows(reader, id)]);
    return { closes: new Map(closes.map((c) => [c.year, c.close])), eps: new Map(eps.map((e) => [e.year, e.eps])) };
  });
  const fyBasis = cached(1000, async (id) => (await financialYearBasis(reader, id)) ?? null);
  const sectorYields = cached(200, (key) => {
    const [sector, from, to] = key.split('|');
    return sectorAverageYield(reader, sector!, Number(from), Number(to));
  });
  const logos = cached(500, async (id) => {
    const row = await logoRow(reader, id);
    if (!row) return null;
    const source = {
      shortNameEn: row.shortNameEn,
      shortNameAr: row.shortNameAr,
      sectorCode: row.parentCode ?? row.sectorCode,
      uploadedAt: row.bytes ? row.updatedAt : null,
    };
    const logo: Logo =
      row.bytes && row.contentType
        ? { body: row.bytes, contentType: row.contentType, version: logoVersion(source) }
        : { body: Buffer.from(logoMark(source)), contentType: 'image/svg+xml; charset=utf-8', version: logoVersion(source) };
    return logo;
  });

  const todayInRiyadh = () => today?.() ?? riyadhClock(new Date()).date;
  const currentYear = () => Number(todayInRiyadh().slice(0, 4));
  /** The stock from the snapshot (no query), or the stocks module's 404. */
  const known = async (locale: Locale, guid: string) => {
    const stock = await stocks.get(locale, guid);
    if (!stock) throw stockMessages.error(404, 'stockNotFound');
    return stock;
  };

  return {
    async profile(locale: Locale, guid: string): Promise<StockProfile> {
      await known(locale, guid);
      const row = await profiles(guid);
      if (!row) throw messages.error(404, 'profileNotFound');
      return toProfile(locale, row);
    },

    /** Every board record, newest first. */
    async board(locale: Locale, guid: string, paging: Paging): Promise<BoardPage> {
      await known(locale, guid);
      const page = pageOf(await boards(guid), paging);
      return { ...page, items: page.items.map((r) => toBoardRecord(locale, r)) };
    },

    /** The current board: the chairman first, then by position. */
    async currentBoard(locale: Locale, guid: string, paging: Paging): Promise<BoardPage> {
      await known(locale, guid);
      const current = (await boards(guid)).filter((r) => r.isCurrent).sort(boardOrder);
      const page = pageOf(current, paging);
      return { ...page, items: page.items.map((r) => toBoardRecord(locale, r)) };
    },

    /** Current major holders, largest first; or the history of changes, newest first. */
    async shareholders(locale: Locale, guid: string, q: Paging & { is_shareholder: boolean }): Promise<ShareholderPage> {
      await known(locale, guid);
      const rows = (await holders(guid)).filter((r) => r.isShareholder === q.is_shareholder);
      const ordered = q.is_shareholder ? [...rows].sort((a, b) => Number(b.percentage) - Number(a.percentage)) : rows;
      const page = pageOf(ordered, q);
      return { ...page, items: page.items.map((r) => toShareholderRecord(locale, r)) };
    },

    /** Each provider's latest record, in the providers' order. */
    async shariah(locale: Locale, guid: string): Promise<ShariahList> {
      await known(locale, guid);
      const rows = [...(await shariah(guid))].sort((a, b) => shariahProviders.indexOf(a.provider) - shariahProviders.indexOf(b.provider));
      return { items: rows.map((r) => toShariahRecord(locale, r)), is_demo: rows.some((r) => r.isDemo) };
    },

    async capitalChanges(locale: Locale, guid: string, paging: Paging): Promise<CapitalChangePage> {
      await known(locale, guid);
      const page = pageOf(await capital(guid), paging);
      return { ...page, items: page.items.map(toCapitalChange) };
    },

    /** Distributions, newest due date first, within the due-date range when given. */
    async dividends(
      locale: Locale,
      guid: string,
      q: Paging & { due_date_from?: string | undefined; due_date_to?: string | undefined },
    ): Promise<DividendPage> {
      await known(locale, guid);
      const rows = (await distributions(guid)).filter(
        (r) => (!q.due_date_from || r.dueDate >= q.due_date_from) && (!q.due_date_to || r.dueDate <= q.due_date_to),
      );
      const page = pageOf(rows, q);
      return { ...page, items: page.items.map(toDividend) };
    },

    async dividendChart(locale: Locale, guid: string, byQuarter: boolean): Promise<DividendChart> {
      await known(locale, guid);
      return dividendChart(await distributions(guid), byQuarter, currentYear());
    },

    async dividendInfo(locale: Locale, guid: string, yearsBack: number): Promise<DividendInfo> {
      const stock = await known(locale, guid);
      const year = currentYear();
      const { from, to } = infoWindow(yearsBack, year);
      const [rows, figures, sector] = await Promise.all([
        distributions(guid),
        years(guid),
        sectorYields(`${stock.sector.guid}|${from}|${to}`),
      ]);
      return dividendInfo(rows, yearsBack, year, figures, sector);
    },

    /** The dividends table by year, this year first. */
    async keyValues(locale: Locale, guid: string, count: number): Promise<KeyValues> {
      await known(locale, guid);
      const [rows, figures] = await Promise.all([distributions(guid), years(guid)]);
      const day = todayInRiyadh();
      return { items: lastYears(count, currentYear()).map((y) => dividendYear(rows, y, figures, day)) };
    },

    async financialYears(locale: Locale, guid: string): Promise<FinancialYearList> {
      await known(locale, guid);
      const basis = await fyBasis(guid);
      const year = currentYear();
      const first = basis?.listingDate ? Number(basis.listingDate.slice(0, 4)) : (basis?.firstEarningsYear ?? year);
      return financialYears(guid, { month: basis?.fyEndMonth ?? 12, day: basis?.fyEndDay ?? 31 }, first, year);
    },

    /** The uploaded logo, else the generated mark. */
    async logo(guid: string): Promise<Logo> {
      await known('en', guid);
      const logo = await logos(guid);
      if (!logo) throw stockMessages.error(404, 'stockNotFound');
      return logo;
    },

    /** After a write to company data or logos in this process (other processes follow the data version). */
    invalidate: () => caches.forEach((c) => c.invalidate()),
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
