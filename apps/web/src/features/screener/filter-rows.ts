import {
  SCREENER_DEFAULT_COLUMNS,
  SCREENER_MAX_FILTERS,
  screenerFilterKey,
  type ScreenerField,
  type ScreenerFieldKind,
} from '@sahm/contracts/screener';

/**
 * The screener's filter rows (spec §2, §5): one empty row to start, at most 5, the first never
 * removed; a number row has a field, an operator and a value, the market row one market, the
 * stock and sector rows a list. The rows read from and write to the API's own query, which is
 * also the page's address query, so a screen can be shared and reloaded.
 */

export type Operator = 'gte' | 'lte';
export type FilterRow = { id: number; field: string | null; operator: Operator; value: string; values: string[] };
export type FieldKinds = ReadonlyMap<string, Pick<ScreenerField, 'kind' | 'filter' | 'column'>>;

export const COLUMNS_PARAM = 'fields';

let nextId = 1;
export const emptyRow = (): FilterRow => ({ id: nextId++, field: null, operator: 'gte', value: '', values: [] });

const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** What a number field keeps: Latin digits (Arabic-Indic ones converted), one decimal point, a leading minus. */
export function sanitizeNumber(raw: string): string {
  const latin = raw
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - (d.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)))
    .replace(/[\u066b,،]/g, '.')
    .replace(/[^\d.-]/g, '');
  const negative = latin.startsWith('-');
  const [whole = '', ...fraction] = latin.replace(/-/g, '').split('.');
  return `${negative ? '-' : ''}${whole}${fraction.length ? `.${fraction.join('')}` : ''}`;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

const kindOf = (row: FilterRow, kinds: FieldKinds): ScreenerFieldKind | null => (row.field ? (kinds.get(row.field)?.kind ?? null) : null);

/** Nothing chosen or typed at all. */
export const isBlank = (row: FilterRow): boolean => !row.field && !row.value && row.values.length === 0;

/** Ready to be sent: a field and a value that fits it. */
export function isComplete(row: FilterRow, kinds: FieldKinds): boolean {
  switch (kindOf(row, kinds)) {
    case 'number':
      return NUMBER.test(row.value);
    case 'market':
      return row.value !== '';
    case 'stocks':
    case 'sectors':
      return row.values.length > 0;
    default:
      return false;
  }
}

export type AddOutcome = { rows: FilterRow[]; error: 'fillAll' | null };

/** A new empty row, unless one is still unfinished ("Please fill in all fields…") or the 5 are there. */
export function addRow(rows: readonly FilterRow[], kinds: FieldKinds): AddOutcome {
  if (rows.some((r) => !isComplete(r, kinds))) return { rows: [...rows], error: 'fillAll' };
  if (rows.length >= SCREENER_MAX_FILTERS) return { rows: [...rows], error: null };
  return { rows: [...rows, emptyRow()], error: null };
}

/** Removes a row; the first stays. */
export const removeRow = (rows: readonly FilterRow[], id: number): FilterRow[] =>
  rows[0]?.id === id ? [...rows] : rows.filter((r) => r.id !== id);

/** A new field empties the value: a price threshold means nothing to the sector list. */
export const setField = (row: FilterRow, field: string): FilterRow => ({ ...row, field, value: '', values: [] });

/** Fields another row already uses are not offered again (two keys for one field would overwrite each other). */
export function takenFields(rows: readonly FilterRow[], except: number): Set<string> {
  return new Set(rows.filter((r) => r.id !== except && r.field).map((r) => r.field!));
}

/** The API's query (and the address's): one key per complete row, and the columns. */
export function toQuery(rows: readonly FilterRow[], kinds: FieldKinds, columns: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const row of rows) {
    const kind = kindOf(row, kinds);
    if (!kind || !isComplete(row, kinds)) continue;
    const key = screenerFilterKey(row.field!, kind, row.operator);
    query.set(key, kind === 'stocks' || kind === 'sectors' ? row.values.join(',') : row.value);
  }
  query.set(COLUMNS_PARAM, columns.join(','));
  return query;
}

/** The rows and columns an address holds; keys the field list does not know are dropped. */
export function fromQuery(search: URLSearchParams, kinds: FieldKinds): { rows: FilterRow[]; columns: string[]; submitted: boolean } {
  const rows: FilterRow[] = [];
  for (const [key, value] of search) {
    if (key === COLUMNS_PARAM || rows.length >= SCREENER_MAX_FILTERS) continue;
    const [field = '', operator] = key.split('__');
    const kind = kinds.get(field);
    if (!kind?.filter || !value) continue;
    const row = { ...emptyRow(), field };
    if (kind.kind === 'stocks' || kind.kind === 'sectors') {
      if (operator === 'in') rows.push({ ...row, values: value.split(',').filter(Boolean) });
    } else if (kind.kind === 'market') {
      if (!operator) rows.push({ ...row, value });
    } else if (operator === 'gte' || operator === 'lte') {
      rows.push({ ...row, operator, value: sanitizeNumber(value) });
    }
  }
  const asked =
    search
      .get(COLUMNS_PARAM)
      ?.split(',')
      .filter((c) => kinds.get(c)?.column) ?? [];
  return {
    rows: rows.length ? rows : [emptyRow()],
    columns: asked.length ? asked : [...SCREENER_DEFAULT_COLUMNS],
    submitted: search.has(COLUMNS_PARAM),
  };
}

/** The columns shown: the chosen ones, then any number field a row filters by that is not among them. */
export function shownColumns(columns: readonly string[], rows: readonly FilterRow[], kinds: FieldKinds): string[] {
  const filtered = rows.filter((r) => r.field && kinds.get(r.field)?.column).map((r) => r.field!);
  return [...new Set([...columns, ...filtered])];
}
