import type { Locale } from '@sahm/contracts/common';
import { SCREENER_DEFAULT_COLUMNS, SCREENER_MAX_FILTERS, type ScreenerOperator, type ScreenerQuery } from '@sahm/contracts/screener';
import { FIELD_BY_KEY } from './fields.ts';
import { refusal } from './messages.ts';
import { COLUMN_INDEX } from './table.ts';

/**
 * A screener query read into what the scan needs: the columns, the number filters by column
 * index, the market, stock and sector filters, and the order. Every key is checked against the
 * field list; whatever is unknown or misused is refused with the field named (spec §5, §7).
 */

export type NumberFilter = { index: number; op: ScreenerOperator; value: number };
export type Plan = {
  columns: string[];
  numbers: NumberFilter[];
  market: string | null;
  stocks: ReadonlySet<string> | null;
  sectors: ReadonlySet<string> | null;
  /** By a column's index, or by the stock's symbol or short name. */
  order: { by: number | 'symbol_code' | 'short_name'; desc: boolean };
  /** The same screen written one way, to share its answer. */
  key: string;
};

const RESERVED = new Set(['fields', 'order_by']);
const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function guids(locale: Locale, name: string, text: string): Set<string> {
  const list = text.split(',').map((g) => g.trim().toLowerCase());
  if (!list.length || !list.every((g) => GUID.test(g))) throw refusal(locale, name, 'notGuids');
  return new Set(list);
}

function columnsOf(locale: Locale, text: string | undefined): string[] {
  const asked = text?.trim() ? text.split(',').map((c) => c.trim()) : [...SCREENER_DEFAULT_COLUMNS];
  for (const c of asked) {
    const field = FIELD_BY_KEY.get(c);
    if (!field) throw refusal(locale, c, 'unknownField');
    if (!field.column) throw refusal(locale, c, 'filterOnly');
  }
  return [...new Set(asked)];
}

function orderOf(locale: Locale, text: string | undefined): Plan['order'] {
  const desc = text?.startsWith('-') ?? false;
  const name = (desc ? text!.slice(1) : text) || 'symbol_code';
  if (name === 'symbol_code' || name === 'short_name') return { by: name, desc };
  const index = COLUMN_INDEX.get(name);
  if (index === undefined) throw refusal(locale, name, FIELD_BY_KEY.has(name) ? 'filterOnly' : 'unknownField');
  return { by: index, desc };
}

export function planOf(locale: Locale, query: ScreenerQuery): Plan {
  const filters = Object.entries(query).filter(([k]) => !RESERVED.has(k));
  if (filters.length > SCREENER_MAX_FILTERS) throw refusal(locale, 'filters', 'tooManyFilters', { max: SCREENER_MAX_FILTERS });
  const plan: Plan = {
    columns: columnsOf(locale, query.fields),
    numbers: [],
    market: null,
    stocks: null,
    sectors: null,
    order: orderOf(locale, query.order_by),
    key: '',
  };
  for (const [key, raw] of filters) {
    const cut = key.lastIndexOf('__');
    const name = cut > 0 ? key.slice(0, cut) : key;
    const operator = cut > 0 ? key.slice(cut + 2) : null;
    const field = FIELD_BY_KEY.get(name);
    if (!field) throw refusal(locale, name, 'unknownField');
    if (!field.filter) throw refusal(locale, name, 'columnOnly');
    const value = raw.trim();
    const wrongOperator = () => refusal(locale, name, 'unknownOperator', { operator: operator ?? '=' });
    switch (field.kind) {
      case 'market':
        if (operator !== null) throw wrongOperator();
        if (!GUID.test(value)) throw refusal(locale, name, 'notGuids');
        plan.market = value.toLowerCase();
        break;
      case 'stocks':
      case 'sectors':
        if (operator !== 'in') throw wrongOperator();
        plan[field.kind] = guids(locale, name, value);
        break;
      case 'number': {
        if (operator !== null && operator !== 'gte' && operator !== 'lte') throw wrongOperator();
        if (!DECIMAL.test(value)) throw refusal(locale, name, 'notANumber');
        plan.numbers.push({ index: COLUMN_INDEX.get(name)!, op: operator ?? 'eq', value: Number(value) });
      }
    }
  }
  plan.key = JSON.stringify([locale, plan.columns, plan.order, filters.sort(([a], [b]) => (a < b ? -1 : 1))]);
  return plan;
}
