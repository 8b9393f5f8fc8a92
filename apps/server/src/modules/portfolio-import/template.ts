import type { Locale } from '@sahm/contracts/common';
import { importColumns, type ImportColumn } from '@sahm/contracts/portfolio-import';
import type { Column, Sheet } from '../../platform/spreadsheet/columns.ts';
import { messages } from './messages.ts';

/**
 * The published template: the five columns, headed in English (their keys) or Arabic, and two
 * example rows. A file is read by either header, so a template downloaded in one language and
 * filled in the other is taken.
 */

export const columnHeaders: Record<ImportColumn, Record<Locale, string>> = {
  date: { en: 'date', ar: 'التاريخ' },
  symbol_code: { en: 'symbol_code', ar: 'رمز السهم' },
  side: { en: 'side', ar: 'العملية' },
  shares: { en: 'shares', ar: 'عدد الأسهم' },
  price: { en: 'price', ar: 'السعر' },
};

/** Arabic headers (and spaced English ones) → the column they name, for the file reader. */
export const headerAliases: Record<string, ImportColumn> = Object.fromEntries(
  importColumns.flatMap((c) => [
    [columnHeaders[c].ar, c],
    [c.replace('_', ' '), c],
  ]),
);

/** How the side is written: English or Arabic, any case. */
export const sideWords: Record<string, 'BUY' | 'SELL'> = { buy: 'BUY', sell: 'SELL', شراء: 'BUY', بيع: 'SELL' };
const sideText: Record<Locale, Record<'BUY' | 'SELL', string>> = { en: { BUY: 'BUY', SELL: 'SELL' }, ar: { BUY: 'شراء', SELL: 'بيع' } };

type Example = { date: string; symbol_code: string; side: 'BUY' | 'SELL'; shares: number; price: string };
// Real symbols on past trading days: a buy and a later sale of part of it.
const examples: Example[] = [
  { date: '2025-06-15', symbol_code: '2222', side: 'BUY', shares: 100, price: '24.50' },
  { date: '2025-09-14', symbol_code: '2222', side: 'SELL', shares: 40, price: '24.10' },
];

const kinds = { date: 'date', symbol_code: 'text', side: 'text', shares: 'integer', price: 'money' } as const;

export function templateSheet(lang: Locale): Sheet<Example> {
  const columns: Column<Example>[] = importColumns.map((key) => ({
    key,
    header: columnHeaders[key],
    kind: kinds[key],
    value: (row) => (key === 'side' ? sideText[lang][row.side] : row[key]),
  }));
  return { name: { en: messages.t('en', 'templateSheet'), ar: messages.t('ar', 'templateSheet') }, columns, rows: examples };
}
