import Decimal from 'decimal.js';
import { MAX_PRICE, MAX_SHARES } from '@sahm/contracts/portfolio';
import type { ImportColumn } from '@sahm/contracts/portfolio-import';
import { sideWords } from './template.ts';

/**
 * A row of the file as text, turned into a trade or the reasons it is not one. Pure: the symbol,
 * the calendar and the holdings are judged after (rules.ts). Numbers stay decimal strings.
 */

export type Reason = { key: 'dateInvalid' | 'sideInvalid' | 'sharesInvalid' | 'priceInvalid'; params?: Record<string, string | number> };
export type ParsedRow = { date: string; symbol: string; side: 'BUY' | 'SELL'; shares: number; price: string };

// Arabic-Indic and Persian digits, and the Arabic decimal separator, as typed on an Arabic keyboard.
const foldDigits = (s: string) =>
  s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');

const isDay = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD or DD-MM-YYYY (dashes, slashes or dots); an Excel date cell arrives as YYYY-MM-DD. */
export function parseDay(text: string): string | undefined {
  const s = foldDigits(text.trim());
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d || !isDay(+y, +m, +d)) return undefined;
  return `${y}-${pad(+m)}-${pad(+d)}`;
}

/**
 * A price in SAR with at most two decimals, as a decimal string. A workbook's number cell comes as
 * the shortest text of its binary value; one that only a binary float's noise keeps off two
 * decimals (24.099999999999998) is read at the two decimals it was typed with.
 */
export function parsePrice(text: string): string | undefined {
  const s = foldDigits(text.trim()).replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return undefined;
  let d = new Decimal(s);
  if (d.decimalPlaces() > 2) {
    const near = d.toDecimalPlaces(2);
    if (s.length < 15 || d.sub(near).abs().gt('1e-9')) return undefined;
    d = near;
  }
  return d.gt(0) && d.lte(MAX_PRICE) ? d.toFixed(2) : undefined;
}

export function parseShares(text: string): number | undefined {
  const s = foldDigits(text.trim()).replace(/,/g, '');
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 && n <= MAX_SHARES ? n : undefined;
}

export function parseRow(cells: Readonly<Record<ImportColumn, string>>): { row?: ParsedRow; reasons: Reason[] } {
  const date = parseDay(cells.date);
  const side = sideWords[cells.side.trim().toLowerCase()];
  const shares = parseShares(cells.shares);
  const price = parsePrice(cells.price);
  const reasons: Reason[] = [];
  if (!date) reasons.push({ key: 'dateInvalid' });
  if (!side) reasons.push({ key: 'sideInvalid' });
  if (shares === undefined) reasons.push({ key: 'sharesInvalid', params: { max: MAX_SHARES.toLocaleString('en-US') } });
  if (price === undefined) reasons.push({ key: 'priceInvalid', params: { max: MAX_PRICE.toLocaleString('en-US') } });
  if (!date || !side || shares === undefined || price === undefined) return { reasons };
  return { row: { date, symbol: foldDigits(cells.symbol_code.trim()).toUpperCase(), side, shares, price }, reasons };
}
