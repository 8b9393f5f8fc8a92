import type { Locale } from '@sahm/contracts/common';
import type { StockListQuery, StockOrderField } from '@sahm/contracts/stocks';
import { escapeLike, foldForSearch } from '../../platform/arabic-search.ts';

/** SQL expressions behind each order_by field; names depend on the language being read. */
const orderColumns = (locale: Locale): Record<StockOrderField, string> => ({
  symbol_code: 's.symbol_code',
  short_name: locale === 'en' ? 'lower(s.short_name_en)' : 's.short_name_ar',
  company_name: locale === 'en' ? 'lower(s.company_name_en)' : 's.company_name_ar',
  price: 'q.price',
  change_value: '(q.price - q.prev_close)',
  change_ratio: '((q.price - q.prev_close) / nullif(q.prev_close, 0))',
  trade_volume: 'q.volume',
  trade_value: 'q.value',
  market_cap: '(coalesce(q.price, tp.close) * s.shares_outstanding)',
  listing_date: 's.listing_date',
});

export type BuiltQuery = { where: string; orderBy: string; params: unknown[] };

/** Translates the list's filters into a WHERE clause and ORDER BY with positional parameters. */
export function buildStockListQuery(locale: Locale, q: StockListQuery): BuiltQuery {
  const params: unknown[] = [];
  const conds: string[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.market_guid) conds.push(`s.market_id = ${param(q.market_guid)}::uuid`);
  if (q.sector) {
    const p = param(q.sector);
    // A parent sector matches the stocks of all its industry groups.
    conds.push(`(s.sector_id = ${p}::uuid OR sec.parent_id = ${p}::uuid OR psec.parent_id = ${p}::uuid)`);
  }
  const folded = q.search ? foldForSearch(q.search) : '';
  if (folded) {
    const byName = `s.search_text LIKE ${param(`%${escapeLike(folded)}%`)}`;
    conds.push(/^\d+$/.test(folded) ? `(s.symbol_code LIKE ${param(`${folded}%`)} OR ${byName})` : byName);
  }
  let orderBy = 's.symbol_code';
  if (q.order_by) {
    const desc = q.order_by.startsWith('-');
    const field = (desc ? q.order_by.slice(1) : q.order_by) as StockOrderField;
    orderBy = `${orderColumns(locale)[field]} ${desc ? 'DESC' : 'ASC'} NULLS LAST, s.symbol_code`;
  }
  return { where: conds.length ? `WHERE ${conds.join(' AND ')}` : '', orderBy, params };
}
