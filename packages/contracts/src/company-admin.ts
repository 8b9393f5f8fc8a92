import { z } from 'zod';
import { dayInputSchema, guidSchema } from './common.ts';
import {
  boardPositionSchema,
  capitalChangeTypeSchema,
  distributionWaySchema,
  dividendPeriodSchema,
  shareholderTypeSchema,
  shariahProviderSchema,
  shariahStatuses,
} from './company.ts';

/**
 * The back office's calls for company data (spec §7 Stocks, "Administrative"): stocks, logos,
 * dividends, profiles, shareholders, board and capital changes. Amounts, prices and percentages
 * arrive as decimal text (never a binary float) and are checked for sign and decimals by the
 * server, which names the rule it refused; file rows use the same schemas with `symbol_code`.
 */

/** A non-negative decimal written as text ("12", "0.85", "1.2500"); how many decimals is the server's rule. */
export const decimalTextSchema = z.string().regex(/^\d{1,16}(?:\.\d{1,12})?$/);
const name = z.string().trim().min(1).max(300);
const longText = z.string().trim().max(20_000);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** Share counts: far beyond any listed company, and exact in a JSON number. */
const shareCount = z.coerce.number().int().min(1).max(1_000_000_000_000);

// ── Stocks ────────────────────────────────────────────────────────────────────────────────────

export const stockCreateSchema = z
  .object({
    /** The exchange's code, unique across markets. */
    symbol_code: z
      .string()
      .trim()
      .regex(/^\d{4,6}$/),
    company_name_ar: name,
    company_name_en: name,
    short_name_ar: name,
    short_name_en: name,
    market_guid: guidSchema,
    sector_guid: guidSchema,
    shares_outstanding: shareCount,
    /** A fraction, as elsewhere: "0.75" is 75% of the shares free to trade. */
    free_float_ratio: decimalTextSchema,
    listing_date: dayInputSchema.nullable().optional(),
    /** SAR per share; 10 unless given. */
    nominal_value: decimalTextSchema.default('10'),
  })
  .strict();
export type StockCreate = z.infer<typeof stockCreateSchema>;
export const stockUpdateSchema = stockCreateSchema
  .omit({ nominal_value: true })
  .extend({ nominal_value: decimalTextSchema })
  .partial()
  .strict();
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** A stock as the back office sees it: both languages, the references by guid. */
export const stockAdminSchema = z.object({
  guid: guidSchema,
  symbol_code: z.string(),
  company_name_ar: z.string(),
  company_name_en: z.string(),
  short_name_ar: z.string(),
  short_name_en: z.string(),
  market_guid: guidSchema,
  sector_guid: guidSchema,
  shares_outstanding: z.number().int(),
  free_float_ratio: z.number(),
  listing_date: z.iso.date().nullable(),
  nominal_value: z.number(),
});
export type StockAdmin = z.infer<typeof stockAdminSchema>;

// ── Shariah classifications ──────────────────────────────────────────────────────────────────────

/** A provider's classification of a stock on a date (beyond the spec: the back office records what the providers publish). */
export const shariahInputSchema = z
  .object({
    provider: shariahProviderSchema,
    status: z.enum(shariahStatuses),
    date: dayInputSchema,
    /** SAR per share to purify, from the providers that publish one. */
    cleaning_amount: z.number().min(0).max(1000).nullish(),
  })
  .strict();
export type ShariahInput = z.infer<typeof shariahInputSchema>;
export const shariahAdminSchema = z.object({
  provider: shariahProviderSchema,
  status: z.string(),
  date: z.iso.date(),
  /** The provider's status before this record (null for a first one); a change fires the users' Shariah alerts. */
  previous_status: z.string().nullable(),
});

// ── Dividends ─────────────────────────────────────────────────────────────────────────────────

export const dividendInputSchema = z
  .object({
    /** SAR per share, more than zero, at most 4 decimals. */
    amount: decimalTextSchema,
    announcement_date: dayInputSchema,
    /** Eligibility date: on or after the announcement. */
    due_date: dayInputSchema,
    /** On or after the due date; null while not set. */
    distribution_date: dayInputSchema.nullable().optional(),
    way: distributionWaySchema,
    year: z.coerce.number().int().min(1900).max(2199),
    period: dividendPeriodSchema,
  })
  .strict();
export type DividendInput = z.infer<typeof dividendInputSchema>;
export const dividendUpdateSchema = dividendInputSchema.partial().strict();
export type DividendUpdate = z.infer<typeof dividendUpdateSchema>;
export const dividendAdminSchema = z.object({
  guid: guidSchema,
  stock_guid: guidSchema,
  amount: z.number(),
  announcement_date: z.iso.date(),
  due_date: z.iso.date(),
  distribution_date: z.iso.date().nullable(),
  way: distributionWaySchema,
  year: z.number().int(),
  period: dividendPeriodSchema,
});
export type DividendAdmin = z.infer<typeof dividendAdminSchema>;
export const dividendParamsSchema = z.object({ guid: guidSchema, dividend_guid: guidSchema });

// ── Profile ───────────────────────────────────────────────────────────────────────────────────

const auditorSchema = z.object({ ar: name, en: name }).strict();
export const profileInputSchema = z
  .object({
    information_ar: longText,
    information_en: longText,
    restrictions_ar: longText,
    restrictions_en: longText,
    website: optionalText(300),
    email: z.email().max(300).nullable().optional(),
    phone: optionalText(40),
    address_ar: optionalText(1000),
    address_en: optionalText(1000),
    /** SAR paid in by shareholders, at most 2 decimals. */
    contributed_capital: decimalTextSchema,
    /** SAR paid per share, at most 2 decimals. */
    paid_value: decimalTextSchema,
    establishment_date: dayInputSchema.nullable().optional(),
    end_financial_year_date: z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }).strict(),
    auditors: z.array(auditorSchema).max(20).default([]),
    /** ISIN: two letters, nine letters or digits, a check digit. */
    international_code: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/),
    employees_count: z.number().int().min(0).max(10_000_000).nullable().optional(),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileInputSchema>;
export const profileUpdateSchema = profileInputSchema.partial().strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** The profile as stored, both languages. */
export const profileAdminSchema = profileInputSchema.extend({
  stock_guid: guidSchema,
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_ar: z.string().nullable(),
  address_en: z.string().nullable(),
  establishment_date: z.iso.date().nullable(),
  auditors: z.array(z.object({ ar: z.string(), en: z.string() })),
  employees_count: z.number().int().nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ProfileAdmin = z.infer<typeof profileAdminSchema>;

// ── Shareholders ──────────────────────────────────────────────────────────────────────────────

export const shareholderInputSchema = z
  .object({
    name_ar: name,
    name_en: name,
    type: shareholderTypeSchema,
    shares: shareCount,
    /** Percent of the shares (12.5 = 12.5%), at most 4 decimals. */
    percentage: decimalTextSchema,
    date: dayInputSchema,
    comment_ar: optionalText(2000),
    comment_en: optionalText(2000),
  })
  .strict();
export type ShareholderInput = z.infer<typeof shareholderInputSchema>;
export const shareholderUpdateSchema = shareholderInputSchema
  .extend({
    /** false ends the holding: the record stays in the history. */
    is_shareholder: z.boolean(),
  })
  .partial()
  .strict();
export type ShareholderUpdate = z.infer<typeof shareholderUpdateSchema>;
export const shareholderAdminSchema = z.object({
  guid: guidSchema,
  stock_guid: guidSchema,
  name_ar: z.string(),
  name_en: z.string(),
  type: shareholderTypeSchema,
  shares: z.number().int(),
  percentage: z.number(),
  prev_percentage: z.number().nullable(),
  date: z.iso.date(),
  comment_ar: z.string().nullable(),
  comment_en: z.string().nullable(),
  is_shareholder: z.boolean(),
});
export type ShareholderAdmin = z.infer<typeof shareholderAdminSchema>;
export const shareholderParamsSchema = z.object({ guid: guidSchema, record_guid: guidSchema });

// ── Board ─────────────────────────────────────────────────────────────────────────────────────

/** One board member's holding, as a file row gives it (board changes come only as files). */
export const boardInputSchema = z
  .object({
    name_ar: name,
    name_en: name,
    position: boardPositionSchema,
    shares: z.coerce.number().int().min(0).max(1_000_000_000_000),
    /** Percent of the shares, at most 6 decimals. */
    percentage: decimalTextSchema,
    date: dayInputSchema,
  })
  .strict();
export type BoardInput = z.infer<typeof boardInputSchema>;

// ── Capital changes ───────────────────────────────────────────────────────────────────────────

export const capitalChangeInputSchema = z
  .object({
    type: capitalChangeTypeSchema,
    announcement_date: dayInputSchema,
    /** On or after the announcement. */
    effective_date: dayInputSchema,
    shares_before: shareCount,
    /** More than before for a rights issue, bonus shares or a split; fewer for a reduction. */
    shares_after: shareCount,
    /** SAR per new share: required for a rights issue, refused otherwise; at most 2 decimals. */
    offer_price: decimalTextSchema.nullable().optional(),
  })
  .strict();
export type CapitalChangeInput = z.infer<typeof capitalChangeInputSchema>;
export const capitalChangeUpdateSchema = capitalChangeInputSchema.partial().strict();
export type CapitalChangeUpdate = z.infer<typeof capitalChangeUpdateSchema>;
export const capitalChangeParamsSchema = z.object({ guid: guidSchema, change_guid: guidSchema });

// ── Files ─────────────────────────────────────────────────────────────────────────────────────

/** Largest bulk file (CSV or XLSX) and most rows in one, header excluded. */
export const BULK_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_FILE_MAX_ROWS = 5000;
/** Largest logo (PNG, JPEG or WebP). */
export const LOGO_MAX_BYTES = 512 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The columns of each bulk file, in the order a template lists them; extra columns are refused. */
export const dividendFileColumns = [
  'symbol_code',
  'amount',
  'announcement_date',
  'due_date',
  'distribution_date',
  'way',
  'year',
  'period',
] as const;
export const shareholderFileColumns = [
  'symbol_code',
  'name_ar',
  'name_en',
  'type',
  'shares',
  'percentage',
  'date',
  'comment_ar',
  'comment_en',
] as const;
export const boardFileColumns = ['symbol_code', 'name_ar', 'name_en', 'position', 'shares', 'percentage', 'date'] as const;
/** The form field beside `file` in a bulk upload. */
export const bulkFormSchema = z.object({ market_guid: guidSchema });
