import type { BuyItem, PortfolioStock } from '@sahm/contracts/portfolio';
import { sarToHalalas } from '@sahm/contracts/money';
import { costOf, parsePrice, parseQuantity, sumHalalas, toLatinDigits } from './price-input.ts';
import { marketTimeZone } from '../../shared/format/intl-locale.ts';

/** The stock of a row: what the picker or a holding row gives. */
export type RowStock = Pick<PortfolioStock, 'guid' | 'short_name' | 'symbol_code'> & { market?: { name: string } };

export type BuyRowValues = { stock: RowStock | null; date: string; quantity: string; price: string };

export type BuyRowErrors = Partial<
  Record<
    'stock' | 'date' | 'quantity' | 'price',
    'stockRequired' | 'dateRequired' | 'dateFormat' | 'dateFuture' | 'quantityMin' | 'priceInvalid'
  >
>;

export const emptyRow = (stock: RowStock | null = null, date = ''): BuyRowValues => ({ stock, date, quantity: '', price: '' });

/** Keeps what a date field may hold: Latin digits and slashes (YYYY/MM/DD), at most ten characters. */
export function sanitizeDateInput(raw: string): string {
  return toLatinDigits(raw)
    .replace(/[-.]/g, '/')
    .replace(/[^\d/]/g, '')
    .slice(0, 10);
}

/** "YYYY/MM/DD" as the ISO day "YYYY-MM-DD", or null when it is not a real calendar day. */
export function parseBuyingDate(text: string): string | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** Today in Riyadh as "YYYY/MM/DD" (the market's calendar, whatever the reader's clock). */
export function riyadhToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: marketTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return parts.replace(/-/g, '/');
}

/** A row's problems (spec §5); `today` is "YYYY/MM/DD"; the special portfolio type has no dates. */
export function validateBuyRow(row: BuyRowValues, options: { today: string; withDate: boolean }): BuyRowErrors {
  const errors: BuyRowErrors = {};
  if (!row.stock) errors.stock = 'stockRequired';
  if (options.withDate) {
    if (!row.date.trim()) errors.date = 'dateRequired';
    else if (!parseBuyingDate(row.date)) errors.date = 'dateFormat';
    else if (parseBuyingDate(row.date)! > parseBuyingDate(options.today)!) errors.date = 'dateFuture';
  }
  if (parseQuantity(row.quantity) === null) errors.quantity = 'quantityMin';
  if (parsePrice(row.price) === null) errors.price = 'priceInvalid';
  return errors;
}

/** Whether a row was left completely empty (ignored when others are filled). */
export function isBlankRow(row: BuyRowValues): boolean {
  return !row.stock && !row.quantity.trim() && !row.price.trim();
}

/** The rows as the buy call takes them. */
export function toBuyItems(rows: readonly BuyRowValues[], options: { withDate: boolean; deductFromCash: boolean }): BuyItem[] {
  return rows.map((row) => ({
    stock_guid: row.stock!.guid,
    shares: parseQuantity(row.quantity)!,
    // A price per share is market data, a number on the wire (two decimals at most, as parsed).
    price: Number(parsePrice(row.price)),
    buying_date: options.withDate ? parseBuyingDate(row.date) : null,
    deduct_from_cash_flow: options.deductFromCash,
  }));
}

/** The purchase's total in halalas (sum of the rows' costs). */
export function totalHalalas(rows: readonly BuyRowValues[]): number {
  return sumHalalas(rows.map((row) => costOf(row.quantity, row.price) ?? '0.00'));
}

/**
 * Whether deducting the rows' cost from `cash` (the API's SAR string) would leave it negative,
 * in whole halalas. A row too costly to count in halalas exceeds any cash a portfolio holds.
 */
export function exceedsCash(rows: readonly BuyRowValues[], cash: string): boolean {
  if (rows.some((row) => costOf(row.quantity, row.price) === null)) return true;
  const total = totalHalalas(rows);
  return !Number.isSafeInteger(total) || total > sarToHalalas(cash);
}
