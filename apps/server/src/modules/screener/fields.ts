import {
  SCREENER_COLUMN_ONLY,
  SCREENER_DEFAULT_COLUMNS,
  SCREENER_MARKET_FILTER,
  SCREENER_MAX_FILTERS,
  SCREENER_SECTOR_FILTER,
  SCREENER_STOCK_FILTER,
  screenerGroups,
  type ScreenerField,
  type ScreenerFieldList,
  type ScreenerUnit,
} from '@sahm/contracts/screener';
import { INDICATORS } from '../../domain/indicators/catalogue.ts';

/**
 * Every field the screener offers: the stock's own market figures and identity filters (spec §3
 * "Screener fields"), then every stored indicator of the catalogue, in the groups' order.
 */

type Own = { key: string; unit: ScreenerUnit; ar: string; en: string };

/** Read from the stock snapshot (prices move with every tick) and the share register. */
const OWN_NUMBERS: readonly Own[] = [
  { key: 'price', unit: 'sar', ar: 'السعر', en: 'Price' },
  { key: 'change_value', unit: 'sar', ar: 'التغير', en: 'Change' },
  { key: 'change_ratio', unit: 'percent', ar: 'نسبة التغير', en: 'Change %' },
  { key: 'weekly_change_value', unit: 'sar', ar: 'التغير الأسبوعي', en: 'Weekly change' },
  { key: 'weekly_change_ratio', unit: 'percent', ar: 'نسبة التغير الأسبوعي', en: 'Weekly change %' },
  { key: 'monthly_change_value', unit: 'sar', ar: 'التغير الشهري', en: 'Monthly change' },
  { key: 'monthly_change_ratio', unit: 'percent', ar: 'نسبة التغير الشهري', en: 'Monthly change %' },
  { key: 'registered_capital', unit: 'sar_millions', ar: 'رأس المال المسجل', en: 'Registered capital' },
];

const identity = (key: string, kind: ScreenerField['kind'], ar: string, en: string): ScreenerField => ({
  key,
  group: 'stock',
  kind,
  unit: null,
  filter: true,
  column: false,
  label_ar: ar,
  label_en: en,
});

const number = (key: string, group: ScreenerField['group'], unit: ScreenerUnit, ar: string, en: string): ScreenerField => ({
  key,
  group,
  kind: 'number',
  unit,
  filter: !SCREENER_COLUMN_ONLY.includes(key),
  column: true,
  label_ar: ar,
  label_en: en,
});

const groupOrder = new Map<string, number>(screenerGroups.map((g, i) => [g, i]));

export const SCREENER_FIELDS: readonly ScreenerField[] = [
  identity(SCREENER_MARKET_FILTER, 'market', 'السوق', 'Market'),
  identity(SCREENER_SECTOR_FILTER, 'sectors', 'القطاع', 'Sector'),
  identity(SCREENER_STOCK_FILTER, 'stocks', 'الشركة', 'Company'),
  ...OWN_NUMBERS.map((f) => number(f.key, 'stock', f.unit, f.ar, f.en)),
  ...INDICATORS.map((i) => number(i.key, i.group, i.unit, i.label_ar, i.label_en)),
].sort((a, b) => groupOrder.get(a.group)! - groupOrder.get(b.group)!);

export const FIELD_BY_KEY: ReadonlyMap<string, ScreenerField> = new Map(SCREENER_FIELDS.map((f) => [f.key, f]));

/** The numbers a table row holds, in one order: the stock's own, then the catalogue's. */
export const NUMBER_KEYS: readonly string[] = SCREENER_FIELDS.filter((f) => f.kind === 'number').map((f) => f.key);
export const OWN_NUMBER_KEYS: readonly string[] = OWN_NUMBERS.map((f) => f.key);

export const FIELD_LIST: ScreenerFieldList = {
  fields: [...SCREENER_FIELDS],
  default_columns: [...SCREENER_DEFAULT_COLUMNS],
  max_filters: SCREENER_MAX_FILTERS,
};
