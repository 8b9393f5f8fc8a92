import type { AccessClaims } from '@sahm/contracts/identity';
import type { Locale } from '@sahm/contracts/common';
import {
  type ComparedItem,
  type Comparison,
  type ComparisonParameters,
  type ComparisonParametersQuery,
  type ComparisonPeriodType,
  type ComparisonQuery,
  type ComparisonRow,
  type FavoriteComparisons,
  type FavoriteComparisonsUpdate,
} from '@sahm/contracts/comparisons';
import { indicatorGroups, type StatementFamily } from '@sahm/contracts/indicators';
import type { Database } from '../../db/client.ts';
import { INDICATORS, indicatorByKey } from '../../domain/indicators/catalogue.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { pick } from '../../platform/locale.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import { permissionDenied } from '../../platform/route-access.ts';
import type { StockService } from '../stocks/index.ts';
import { aggregateSector, buildDirectory, seriesOf, type Directory, type Point, type Series } from './library.ts';
import { groupLabel, messages, refusal } from './messages.ts';
import { companyRows, favoriteKeys, sectorRows, seriesRows, updateFavorites } from './queries.ts';

export type ComparisonsServiceDeps = { database: Database; stocks: StockService; checkEveryMs?: number };

/** What a new comparison (and the stock page's tab) starts with: the headline figures of each kind. */
export const DEFAULT_INDICATORS = [
  'revenue',
  'net_income',
  'basic_earnings_per_share',
  'net_profit_margin',
  'return_of_equity_percent',
  'price_to_earnings',
] as const;

/** With this permission a comparison holds one company or sector at most (spec §6). */
const LIMITED = 'CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS';

/**
 * Comparisons of companies and sectors over their stored indicators. A company's series is read
 * once per company-data version when first compared, a sector's aggregate built once from its
 * members' (library.ts); each distinct comparison is built, serialized and
 * compressed once and kept beside it, so a repeated call costs a map lookup (the budget is p99
 * 20 ms at 500 requests a second for 10 companies × 60 indicators × 12 quarters).
 */
export function createComparisonsService({ database, stocks, checkEveryMs = 1000 }: ComparisonsServiceDeps) {
  const reader = database.read;
  const version = () => readDataVersionFrom(reader, 'company_data');
  const directories = createVersionedCache<Directory>({ max: 1, checkEveryMs, version });
  const companySeries = createVersionedCache<Series>({ max: 500, checkEveryMs, version });
  const sectorSeries = createVersionedCache<Point[]>({ max: 500, checkEveryMs, version });
  const answers = createVersionedCache<PreparedJson>({ max: 2000, checkEveryMs, version });
  const directory = () =>
    directories.get('all', async () => {
      const [companies, sectors] = await Promise.all([companyRows(reader), sectorRows(reader)]);
      return buildDirectory(companies, sectors);
    });
  const seriesOfStock = (stockId: string) => companySeries.get(stockId, async () => seriesOf(await seriesRows(reader, stockId)));
  const seriesOfSector = (dir: Directory, sectorId: string, periodType: ComparisonPeriodType) =>
    sectorSeries.get(`${sectorId}|${periodType}`, async () => {
      const members = await Promise.all(dir.membersOf(sectorId).map(seriesOfStock));
      return aggregateSector(members.map((m) => m[periodType]));
    });

  const knownKeys = (locale: Locale, fields: readonly string[]): string[] => {
    const keys = fields.includes('all') ? INDICATORS.map((i) => i.key) : [...new Set(fields)];
    const unknown = keys.find((k) => !indicatorByKey(k));
    if (unknown) throw refusal(locale, 'query', 'fields', 'unknownIndicator', { key: unknown });
    return keys;
  };

  const stockItem = async (locale: Locale, lib: Directory, guid: string): Promise<ComparedItem> => {
    const stock = await stocks.get(locale, guid);
    if (!stock || !lib.company(guid)) throw refusal(locale, 'query', 'stocks', 'unknownStock', { guid });
    return { guid, name: stock.short_name, symbol_code: stock.symbol_code, logo: stock.logo };
  };
  const sectorItem = (locale: Locale, lib: Directory, guid: string): ComparedItem => {
    const sector = lib.sector(guid);
    if (!sector) throw refusal(locale, 'query', 'sectors', 'unknownSector', { guid });
    return { guid, name: pick(locale, sector.nameAr, sector.nameEn), symbol_code: null, logo: null };
  };

  const build = async (locale: Locale, q: ComparisonQuery, keys: readonly string[]): Promise<Comparison> => {
    const lib = await directory();
    const cut = (points: readonly Point[]) => (q.last ? points.slice(-q.last) : points);
    const rowOf = (p: Point, stock: ComparedItem | null, sector: ComparedItem | null): ComparisonRow => {
      const values: Record<string, string | null> = {};
      for (const k of keys) values[k] = p.values[k] ?? null;
      return { stock, sector, type: p.type, date: p.date, year: p.year, values };
    };
    const rows: ComparisonRow[] = [];
    let isDemo = false;
    for (const guid of q.stocks) {
      const item = await stockItem(locale, lib, guid);
      isDemo ||= lib.company(guid)!.isDemo;
      for (const p of cut((await seriesOfStock(guid))[q.period_type])) rows.push(rowOf(p, item, null));
    }
    for (const guid of q.sectors) {
      const item = sectorItem(locale, lib, guid);
      isDemo ||= lib.membersOf(guid).some((m) => lib.company(m)!.isDemo);
      for (const p of cut(await seriesOfSector(lib, guid, q.period_type))) rows.push(rowOf(p, null, item));
    }
    // Stable: within one date the rows keep the asked order of items.
    rows.sort((a, b) => a.date.localeCompare(b.date));
    const units: Comparison['units'] = {};
    for (const k of keys) {
      const i = indicatorByKey(k)!;
      units[k] = { unit: i.unit, label: pick(locale, i.label_ar, i.label_en) };
    }
    return { period_type: q.period_type, units, result: rows, is_demo: isDemo };
  };

  return {
    async parameters(locale: Locale, user: AccessClaims, q: ComparisonParametersQuery): Promise<ComparisonParameters> {
      const lib = await directory();
      const families = new Set<StatementFamily>();
      for (const guid of q.stock_guids ?? []) {
        const family = lib.company(guid)?.family;
        if (!lib.company(guid) || !(await stocks.get(locale, guid)))
          throw refusal(locale, 'query', 'stock_guids', 'unknownStock', { guid });
        if (family) families.add(family);
      }
      const fits = (fs: readonly StatementFamily[]) => families.size === 0 || fs.some((f) => families.has(f));
      const keys = indicatorGroups
        .map((group) => ({
          group,
          label: groupLabel(locale, group),
          indicators: INDICATORS.filter((i) => i.group === group && fits(i.families)).map((i) => ({
            key: i.key,
            label: pick(locale, i.label_ar, i.label_en),
            unit: i.unit,
          })),
        }))
        .filter((g) => g.indicators.length > 0);
      return { keys, defaults: [...DEFAULT_INDICATORS], favorites: await favoriteKeys(database.db, user.sub) };
    },

    async data(locale: Locale, user: AccessClaims, q: ComparisonQuery): Promise<PreparedJson> {
      const items = new Set(q.stocks).size + new Set(q.sectors).size;
      if (items > 1 && user.roles.includes(LIMITED)) throw permissionDenied(LIMITED);
      if (items === 0) throw refusal(locale, 'query', 'stocks', 'companyRequired');
      const keys = knownKeys(locale, q.fields);
      if (keys.length === 0) throw refusal(locale, 'query', 'fields', 'indicatorRequired');
      const query = { ...q, stocks: [...new Set(q.stocks)], sectors: [...new Set(q.sectors)] };
      const cacheKey = [locale, q.period_type, q.last ?? '', keys.join(','), query.stocks.join(','), query.sectors.join(',')].join('|');
      return answers.get(cacheKey, async () => prepareJson(JSON.stringify(await build(locale, query, keys))));
    },

    async updateFavorites(locale: Locale, user: AccessClaims, body: FavoriteComparisonsUpdate): Promise<FavoriteComparisons> {
      const unknown = [...body.add, ...body.remove].find((k) => !indicatorByKey(k));
      if (unknown) throw refusal(locale, 'body', body.add.includes(unknown) ? 'add' : 'remove', 'unknownIndicator', { key: unknown });
      const remove = new Set(body.remove);
      await updateFavorites(
        database,
        user.sub,
        body.add.filter((k) => !remove.has(k)),
        [...remove],
      );
      return { favorites: await favoriteKeys(database.db, user.sub), message: messages.t(locale, 'favoritesUpdated') };
    },

    /** Drops every kept series and answer at once (this process's own company-data writes). */
    invalidate(): void {
      directories.invalidate();
      companySeries.invalidate();
      sectorSeries.invalidate();
      answers.invalidate();
    },
  };
}
export type ComparisonsService = ReturnType<typeof createComparisonsService>;
