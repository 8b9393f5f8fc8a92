import type { Locale } from '@sahm/contracts/common';
import type { AnnouncementListItem } from '@sahm/contracts/news';
import type { ScreenerField, ScreenerResponse, ScreenerRow } from '@sahm/contracts/screener';
import type { Column, ColumnKind, Sheet } from '../../platform/spreadsheet/columns.ts';
import { codeLabels, headers, label } from './labels.ts';

const unitKind = (unit: string): ColumnKind => (unit === 'percent' ? 'percent' : 'number');

/** The screen's rows with its columns in the order asked, headed by the fields' labels. */
export function screenerSheet(answer: ScreenerResponse, fields: readonly ScreenerField[]): Sheet<ScreenerRow> {
  const byKey = new Map(fields.map((f) => [f.key as string, f]));
  const columns: Column<ScreenerRow>[] = Object.entries(answer.units).map(([key, unit]) => {
    const f = byKey.get(key);
    return {
      key,
      header: { en: f?.label_en ?? key, ar: f?.label_ar ?? key },
      kind: unitKind(unit),
      value: (r) => r.values[key],
    };
  });
  return {
    name: { en: 'Screener', ar: 'الفرز' },
    rows: answer.result,
    columns: [
      { key: 'symbol', header: headers.symbol, kind: 'text', value: (r) => r.stock.symbol_code, width: 9 },
      { key: 'company', header: headers.company, kind: 'text', value: (r) => r.stock.company_name, width: 32 },
      ...columns,
    ],
  };
}

/** The announcements matching the list's filter, newest first. */
export const newsSheet = (lang: Locale, rows: AnnouncementListItem[]): Sheet<AnnouncementListItem> => ({
  name: { en: 'Announcements', ar: 'الإعلانات' },
  rows,
  columns: [
    {
      key: 'published_at',
      header: { en: 'Published (Riyadh time)', ar: 'وقت النشر (توقيت الرياض)' },
      kind: 'datetime',
      value: (r) => r.published_at,
    },
    { key: 'title', header: { en: 'Title', ar: 'العنوان' }, kind: 'text', value: (r) => r.title, width: 60 },
    {
      key: 'type',
      header: { en: 'Type', ar: 'النوع' },
      kind: 'text',
      value: (r) => label(codeLabels.newsType, lang, r.announcement_type),
      width: 10,
    },
    {
      key: 'category',
      header: { en: 'Category', ar: 'الفئة' },
      kind: 'text',
      value: (r) => label(codeLabels.newsCategory, lang, r.category),
      width: 20,
    },
    {
      key: 'symbols',
      header: { en: 'Symbols', ar: 'الرموز' },
      kind: 'text',
      value: (r) => r.stocks.map((s) => s.symbol_code).join(' '),
      width: 12,
    },
    { key: 'market', header: { en: 'Market', ar: 'السوق' }, kind: 'text', value: (r) => r.market?.name, width: 14 },
    { key: 'summary', header: { en: 'Summary', ar: 'الملخص' }, kind: 'text', value: (r) => r.summary, width: 80 },
  ],
});
