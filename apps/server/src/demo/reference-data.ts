import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CompanyRef } from './generator/types.ts';
import { shortNameCase } from './short-name-case.ts';

const referenceDir = path.join(import.meta.dirname, 'reference');

/** The reviewed list of listed companies with names in both languages and their industry group. */
export function loadCompanies(): CompanyRef[] {
  const rows = parse(fs.readFileSync(path.join(referenceDir, 'companies.csv'), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
  return rows.map((r) => ({
    symbol_code: r.symbol_code!,
    name_en: r.name_en!,
    name_ar: r.name_ar!,
    short_name_en: shortNameCase(r.short_name_en!, r.name_en!),
    short_name_ar: r.short_name_ar!,
    market: r.market === 'nomu' ? 'nomu' : 'main',
    industry_group: r.industry_group!,
    listing_date: r.listing_date || null,
  }));
}

/** The TASI index for every trading day of 2025, which anchors the generated market. */
export function loadTasi2025Csv(): string {
  return fs.readFileSync(path.join(referenceDir, 'tasi-2025.csv'), 'utf8');
}
