import { z } from 'zod';
import { dayInputSchema, guidSchema, localeSchema, pageNumberSchema, pageOf } from './common.ts';

/**
 * Analyst recommendations (spec §3 Capital expectation, Lookups: research firms; §7 Capital
 * expectations and research firms; §5 recommendation date filter). Prices, targets and the change
 * are decimal strings with two decimals (never binary floats); the change ratio is a percent.
 */

/** Spec §3: the nine ratings; §4: no transitions between them are shown. */
export const ratings = [
  'BUYING',
  'SELLING',
  'NEUTRAL',
  'RETENTION',
  'REVIEW',
  'COVERAGE_START',
  'INCREASE_POSITIONS',
  'DECREASE_POSITIONS',
  'GATHERING',
] as const;
export const ratingSchema = z.enum(ratings);
export type Rating = z.infer<typeof ratingSchema>;

/** A price or an amount as the API writes it: two decimals, a leading minus when negative. */
export const decimalTextSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** A price on the way in: a positive decimal string with at most two decimals. */
export const priceInputSchema = z
  .string()
  .regex(/^\d{1,9}(?:\.\d{1,2})?$/, { message: 'vPrice' })
  .refine((p) => Number(p) > 0, { message: 'vPrice' });

/** Spec §5: the rating date filter is written DD-MM-YYYY. */
export const RATING_DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;
/** DD-MM-YYYY → YYYY-MM-DD, or null when it is no calendar day. */
export function ratingDateToIso(text: string): string | null {
  const m = RATING_DATE_PATTERN.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}
/** YYYY-MM-DD → DD-MM-YYYY. */
export const isoToRatingDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export const ratingDateFilterSchema = z.string().refine((v) => ratingDateToIso(v) !== null, { message: 'vRatingDate' });

/** Spec §9: generic lists default to 10 a page; research-firm lists to 100. */
export const capitalExpectationQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(10),
  rating: ratingSchema.optional(),
  stock_guid: guidSchema.optional(),
  sector_guid: guidSchema.optional(),
  research_firm_guid: guidSchema.optional(),
  rating_date: ratingDateFilterSchema.optional(),
});
export type CapitalExpectationQuery = z.infer<typeof capitalExpectationQuerySchema>;

/** `/search`: the same filters and words matched against the stock's names and symbol and the firm's names. */
export const capitalExpectationSearchSchema = capitalExpectationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type CapitalExpectationSearch = z.infer<typeof capitalExpectationSearchSchema>;

export const reportLanguageSchema = localeSchema;
export type ReportLanguage = z.infer<typeof reportLanguageSchema>;

/** A report file of one language; `attachment_suffix_path` is the file's address under the site. */
export const expectationReportSchema = z.object({
  id: guidSchema,
  attachment_suffix_path: z.string(),
  language: reportLanguageSchema,
});
export type ExpectationReport = z.infer<typeof expectationReportSchema>;

export const researchFirmRefSchema = z.object({ guid: guidSchema, name: z.string(), logo: z.string() });
export type ResearchFirmRef = z.infer<typeof researchFirmRefSchema>;

export const expectationStockSchema = z.object({
  guid: guidSchema,
  short_name: z.string(),
  symbol_code: z.string(),
  logo: z.string().nullable(),
});

/** Spec §3 Capital expectation, in the caller's language. */
export const capitalExpectationSchema = z.object({
  guid: guidSchema,
  rating_date: z.iso.date(),
  stock: expectationStockSchema,
  research_firm: researchFirmRefSchema,
  prev_rating: ratingSchema.nullable(),
  rating: ratingSchema,
  rating_price: decimalTextSchema,
  target_price: decimalTextSchema,
  /** target_price − rating_price. */
  change_value: decimalTextSchema,
  /** change_value as a percent of rating_price. */
  change_ratio: decimalTextSchema,
  reports: z.array(expectationReportSchema),
  is_demo: z.boolean(),
});
export type CapitalExpectation = z.infer<typeof capitalExpectationSchema>;
export const capitalExpectationPageSchema = pageOf(capitalExpectationSchema);
export type CapitalExpectationPage = z.infer<typeof capitalExpectationPageSchema>;

/**
 * The back office's recommendation. The rating price defaults to the stock's close on the rating
 * date; the previous rating defaults to the firm's last rating of the stock before that date.
 */
export const capitalExpectationInputSchema = z.object({
  stock_guid: guidSchema,
  research_firm_guid: guidSchema,
  rating_date: dayInputSchema,
  rating: ratingSchema,
  prev_rating: ratingSchema.nullable().optional(),
  rating_price: priceInputSchema.optional(),
  target_price: priceInputSchema,
});
export type CapitalExpectationInput = z.infer<typeof capitalExpectationInputSchema>;
export const capitalExpectationPatchSchema = capitalExpectationInputSchema.partial();
export type CapitalExpectationPatch = z.infer<typeof capitalExpectationPatchSchema>;

/** Spec §3 Lookups: a research firm with both names; `name` in the caller's language. */
export const researchFirmSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  logo: z.string(),
  is_demo: z.boolean(),
});
export type ResearchFirm = z.infer<typeof researchFirmSchema>;
export const researchFirmPageSchema = pageOf(researchFirmSchema);
export type ResearchFirmPage = z.infer<typeof researchFirmPageSchema>;

/** Spec §9: research-firm lists are 100 a page. */
export const researchFirmQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(100),
});

const firmName = z.string().trim().min(2).max(120);
export const researchFirmInputSchema = z.object({ name_ar: firmName, name_en: firmName });
export type ResearchFirmInput = z.infer<typeof researchFirmInputSchema>;
export const researchFirmPatchSchema = researchFirmInputSchema.partial();
