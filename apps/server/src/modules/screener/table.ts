import type { Locale } from '@sahm/contracts/common';
import type { ScreenerRow } from '@sahm/contracts/screener';
import type { UniverseEntry } from '../stocks/index.ts';
import { NUMBER_KEYS, OWN_NUMBER_KEYS } from './fields.ts';
import type { CompanyFigureRow } from './queries.ts';

/**
 * The screener's table: one row per listed stock, every number field in one typed array (NaN for
 * a figure without meaning) beside its text as answered, so a request is a scan of a few hundred
 * rows in memory. The company part (indicators, registered capital) is rebuilt per company-data
 * version; the market part (price, changes) per live tick.
 */

export type TableRow = {
  guid: string;
  marketGuid: string;
  /** The stock's industry group and every sector above it. */
  sectorGuids: readonly string[];
  stock: Record<Locale, ScreenerRow['stock']>;
  numbers: Float64Array;
  texts: readonly (string | null)[];
};

export const COLUMN_INDEX: ReadonlyMap<string, number> = new Map(NUMBER_KEYS.map((k, i) => [k, i]));

type CompanyPart = { numbers: Float64Array; texts: (string | null)[] };
export type CompanyParts = ReadonlyMap<string, CompanyPart>;

const EMPTY: CompanyPart = { numbers: new Float64Array(NUMBER_KEYS.length).fill(NaN), texts: NUMBER_KEYS.map(() => null) };

function put(part: CompanyPart, key: string, text: string | null | undefined): void {
  const i = COLUMN_INDEX.get(key);
  if (i === undefined) return;
  part.texts[i] = text ?? null;
  part.numbers[i] = text == null ? NaN : Number(text);
}

/** Each company's stored figures as numbers and texts, keyed by stock guid. */
export function companyParts(rows: readonly CompanyFigureRow[]): CompanyParts {
  const parts = new Map<string, CompanyPart>();
  for (const r of rows) {
    const part = { numbers: EMPTY.numbers.slice(), texts: [...EMPTY.texts] };
    for (const [key, value] of Object.entries(r.values ?? {})) if (!OWN_NUMBER_KEYS.includes(key)) put(part, key, value);
    put(part, 'registered_capital', r.registeredCapital);
    parts.set(r.stockId, part);
  }
  return parts;
}

const fixed2 = (n: number | null | undefined): string | null => (n == null || !Number.isFinite(n) ? null : n.toFixed(2));

const stockRef = (e: UniverseEntry, locale: Locale): ScreenerRow['stock'] => {
  const s = e.items[locale];
  return { guid: s.guid, symbol_code: s.symbol_code, short_name: s.short_name, company_name: s.company_name, logo: s.logo };
};

/** The table over the snapshot's stocks at their latest figures. */
export function buildTable(entries: readonly UniverseEntry[], parts: CompanyParts): TableRow[] {
  return entries.map((e) => {
    const s = e.items.en;
    const own = parts.get(s.guid) ?? EMPTY;
    const part = { numbers: own.numbers.slice(), texts: [...own.texts] };
    const live = s.today_live_points;
    const today = s.today_points;
    put(part, 'price', fixed2(live?.price ?? today?.close));
    put(part, 'change_value', fixed2(live?.change_value ?? today?.change_value));
    put(part, 'change_ratio', fixed2(live?.change_ratio ?? today?.change_ratio));
    put(part, 'weekly_change_value', fixed2(today?.return_value_last_week));
    put(part, 'weekly_change_ratio', fixed2(today?.return_last_week));
    put(part, 'monthly_change_value', fixed2(today?.return_value_last_month));
    put(part, 'monthly_change_ratio', fixed2(today?.return_last_month));
    return {
      guid: s.guid,
      marketGuid: s.market.guid,
      sectorGuids: e.sectorIds,
      stock: { ar: stockRef(e, 'ar'), en: stockRef(e, 'en') },
      numbers: part.numbers,
      texts: part.texts,
    };
  });
}
