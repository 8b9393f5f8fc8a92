import { z } from 'zod';
import { dayInputSchema, guidSchema, namedRefSchema, pageNumberSchema, pageOf } from './common.ts';

/**
 * Company data of the stock page (spec §2 company profile, shareholders, Shariah, dividends; §3
 * Stock profile, Dividend, Board member record, Shareholder record, Shariah record). Per-share
 * amounts and capital are market data, so JSON numbers (README "Money in JSON"); percents are
 * percent figures (12.5 = 12.5%).
 */

/** Paging of the company lists: the spec's generic default of 10 a page. */
export const companyPageQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(10),
});

// ── Profile ───────────────────────────────────────────────────────────────────────────────────

/** Stock profile (§3), in the requested language. `GET /stocks/{guid}/profile/`. */
export const stockProfileSchema = z.object({
  company_information: z.string(),
  company_investment_restrictions: z.string(),
  company_website: z.string().nullable(),
  company_email: z.string().nullable(),
  company_phone: z.string().nullable(),
  company_address: z.string().nullable(),
  /** SAR paid in by shareholders. */
  contributed_capital: z.number(),
  /** SAR as registered (shares × nominal value). */
  registered_capital: z.number(),
  shares: z.number().int(),
  /** SAR paid per share. */
  paid_value: z.number(),
  /** SAR per share. */
  nominal_value: z.number(),
  updated_at: z.iso.datetime({ offset: true }),
  establishment_date: z.iso.date().nullable(),
  /** The last day of the financial year, as `--MM-DD` is not JSON-friendly: month and day. */
  end_financial_year_date: z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
  listing_date: z.iso.date().nullable(),
  auditors: z.array(z.string()),
  /** ISIN. */
  international_code: z.string(),
  employees_count: z.number().int().nullable(),
});
export type StockProfile = z.infer<typeof stockProfileSchema>;

// ── Board ─────────────────────────────────────────────────────────────────────────────────────

export const boardPositions = ['CHAIRMAN', 'VICE_CHAIRMAN', 'MANAGING_DIRECTOR', 'MEMBER', 'INDEPENDENT_MEMBER'] as const;
export const boardPositionSchema = z.enum(boardPositions);
export type BoardPosition = z.infer<typeof boardPositionSchema>;

/** Board member record (§3): one member's holding as of `date`. */
export const boardRecordSchema = z.object({
  guid: guidSchema,
  board_member: namedRefSchema,
  position: boardPositionSchema,
  number_of_shares: z.number().int(),
  current_percentage: z.number(),
  prev_percentage: z.number().nullable(),
  percentage_change: z.number().nullable(),
  date: z.iso.date(),
  /** False for records of members no longer on the board and for superseded records. */
  is_current: z.boolean(),
});
export type BoardRecord = z.infer<typeof boardRecordSchema>;
/** `GET /stocks/{guid}/profile/board/current/` (current board) and `/profile/board/` (every record, newest first). */
export const boardPageSchema = pageOf(boardRecordSchema);
export type BoardPage = z.infer<typeof boardPageSchema>;

// ── Shareholders ──────────────────────────────────────────────────────────────────────────────

/** Owner types as the market reports major holders. */
export const shareholderTypes = ['GOVERNMENT', 'INVESTMENT_FUND', 'FAMILY', 'INDIVIDUAL', 'COMPANY', 'FOREIGN_INVESTOR', 'PUBLIC'] as const;
export const shareholderTypeSchema = z.enum(shareholderTypes);
export type ShareholderType = z.infer<typeof shareholderTypeSchema>;

/** Shareholder record (§3). `is_shareholder` true: a current major holder; false: a past change. */
export const shareholderRecordSchema = z.object({
  guid: guidSchema,
  shareholder: namedRefSchema.extend({ type: shareholderTypeSchema }),
  number_of_shares: z.number().int(),
  current_percentage: z.number(),
  prev_percentage: z.number().nullable(),
  change_percentage: z.number().nullable(),
  comment: z.string().nullable(),
  is_shareholder: z.boolean(),
  date: z.iso.date(),
});
export type ShareholderRecord = z.infer<typeof shareholderRecordSchema>;
export const shareholderQuerySchema = companyPageQuerySchema.extend({
  /** true (default): current holders; false: the history of changes. */
  is_shareholder: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
/** `GET /stocks/{guid}/shareholder/`. */
export const shareholderPageSchema = pageOf(shareholderRecordSchema);
export type ShareholderPage = z.infer<typeof shareholderPageSchema>;

// ── Shariah ───────────────────────────────────────────────────────────────────────────────────

/** The five compliance providers; the spec names the first four, the fifth is ours. */
export const shariahProviders = ['ALRAJHI', 'ALINMA', 'ALBILAD', 'ALMAQASSED', 'ALJAZIRA'] as const;
export const shariahProviderSchema = z.enum(shariahProviders);
export type ShariahProvider = z.infer<typeof shariahProviderSchema>;
export const shariahStatuses = ['COMPLIANT', 'NON_COMPLIANT', 'NON_COMPLIANT_ACTIVITY', 'MIXED'] as const;
export type ShariahStatus = (typeof shariahStatuses)[number];

/** Shariah record (§3): `company_name` is the provider's name; unknown statuses are passed through. */
export const shariahRecordSchema = z.object({
  provider: shariahProviderSchema,
  company_name: z.string(),
  logo: z.string().nullable(),
  compliant_status: z.string(),
  compliant_date: z.iso.date(),
  /** SAR per share to give away, from the providers that publish one; null elsewhere. */
  cleaning_amount: z.number().nullable(),
});
export type ShariahRecord = z.infer<typeof shariahRecordSchema>;
/** `GET /stocks/{guid}/shariah`: one record per provider (the latest), in provider order. */
export const shariahListSchema = z.object({ items: z.array(shariahRecordSchema), is_demo: z.boolean() });
export type ShariahList = z.infer<typeof shariahListSchema>;

// ── Dividends ─────────────────────────────────────────────────────────────────────────────────

export const distributionWays = ['BANK_TRANSFER', 'INVESTMENT_ACCOUNT', 'CHEQUE'] as const;
export const distributionWaySchema = z.enum(distributionWays);
/** Which part of the financial year a distribution is for. */
export const dividendPeriods = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'ANNUAL'] as const;
export const dividendPeriodSchema = z.enum(dividendPeriods);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;

/** Dividend (§3): `date` is the announcement date, `due_date` the eligibility date. */
export const dividendSchema = z.object({
  guid: guidSchema,
  /** SAR per share. */
  amount: z.number(),
  date: z.iso.date(),
  due_date: z.iso.date(),
  distribution_date: z.iso.date().nullable(),
  distribution_way: distributionWaySchema,
  year: z.number().int(),
  period: dividendPeriodSchema,
  /** Percent of the close on the eligibility day; null before the price history starts. */
  yield: z.number().nullable(),
});
export type Dividend = z.infer<typeof dividendSchema>;
/** Calendar search: distributions whose due date falls in the range (either end optional). */
export const dividendQuerySchema = companyPageQuerySchema.extend({
  due_date_from: dayInputSchema.optional(),
  due_date_to: dayInputSchema.optional(),
});
/** `GET /stocks/{guid}/dividends/`: newest due date first. */
export const dividendPageSchema = pageOf(dividendSchema);
export type DividendPage = z.infer<typeof dividendPageSchema>;

/** First year the distribution chart shows (§5). */
export const DIVIDEND_CHART_FIRST_YEAR = 2018;
export const dividendChartQuerySchema = z.object({
  by_quarter: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/** Chart data (§3): per financial year, or per year and quarter (the quarter a distribution was declared for; a half-year's in its second quarter, a year's in its fourth). */
export const dividendChartSchema = z.object({
  by_quarter: z.boolean(),
  items: z.array(z.object({ year: z.number().int(), quarter: z.number().int().min(1).max(4).nullable(), stock_dividends: z.number() })),
});
export type DividendChart = z.infer<typeof dividendChartSchema>;

export const dividendYearsBack = [3, 5] as const;
export const dividendInfoQuerySchema = z.object({
  years_back: z.coerce
    .number()
    .int()
    .refine((n) => n === 3 || n === 5, { message: 'vYearsBack' })
    .default(3),
});
/** The info panel: the latest distribution and the averages over the last `years_back` full years. */
export const dividendInfoSchema = z.object({
  years_back: z.number().int(),
  last_announcement_date: z.iso.date().nullable(),
  last_amount_per_share: z.number().nullable(),
  last_due_date: z.iso.date().nullable(),
  /** SAR per share paid over the window. */
  total: z.number(),
  distributions_count: z.number().int(),
  /** Average of the years' dividend yields, percent. */
  average_yield: z.number().nullable(),
  /** Dividends ÷ EPS over the window, percent; null when earnings were not positive. */
  payout_ratio: z.number().nullable(),
  /** The sector's average yield over the same window, percent. */
  sector_average_yield: z.number().nullable(),
});
export type DividendInfo = z.infer<typeof dividendInfoSchema>;

/** Year record (§3) of the dividends table; `GET /stocks/{guid}/kv?years=`. */
export const dividendYearSchema = z.object({
  year: z.number().int(),
  total_dividends: z.number(),
  /** Per quarter of the financial year; null for a quarter not yet over with nothing declared for it. */
  dividends_q1: z.number().nullable(),
  dividends_q2: z.number().nullable(),
  dividends_q3: z.number().nullable(),
  dividends_q4: z.number().nullable(),
  /** Percent of the year's last close; null where the product has no prices. */
  dividend_yield: z.number().nullable(),
  earnings_per_share: z.number().nullable(),
  market_price_per_share: z.number().nullable(),
  /** Negative when the company lost money (the page shows "negative"). */
  price_to_earnings: z.number().nullable(),
});
export type DividendYear = z.infer<typeof dividendYearSchema>;
export const dividendYearCounts = [3, 5, 10] as const;
export const keyValuesQuerySchema = z.object({
  years: z.coerce
    .number()
    .int()
    .refine((n) => (dividendYearCounts as readonly number[]).includes(n), { message: 'vYearCount' })
    .default(5),
});
export const keyValuesSchema = z.object({ items: z.array(dividendYearSchema) });
export type KeyValues = z.infer<typeof keyValuesSchema>;

// ── Capital changes ───────────────────────────────────────────────────────────────────────────

export const capitalChangeTypes = ['RIGHTS_ISSUE', 'BONUS_SHARES', 'CAPITAL_REDUCTION', 'STOCK_SPLIT'] as const;
export const capitalChangeTypeSchema = z.enum(capitalChangeTypes);
export type CapitalChangeType = z.infer<typeof capitalChangeTypeSchema>;
export const capitalChangeSchema = z.object({
  guid: guidSchema,
  type: capitalChangeTypeSchema,
  announcement_date: z.iso.date(),
  /** The day the new share count applies from. */
  effective_date: z.iso.date(),
  shares_before: z.number().int(),
  shares_after: z.number().int(),
  capital_before: z.number(),
  capital_after: z.number(),
  /** SAR per new share for a rights issue; null otherwise. */
  offer_price: z.number().nullable(),
});
export type CapitalChange = z.infer<typeof capitalChangeSchema>;
/** `GET /stocks/{guid}/change-capital/`: newest first. */
export const capitalChangePageSchema = pageOf(capitalChangeSchema);
export type CapitalChangePage = z.infer<typeof capitalChangePageSchema>;

// ── Financial years ──────────────────────────────────────────────────────────────────────────

export const financialYearSchema = z.object({ guid: guidSchema, year: z.number().int(), start_date: z.iso.date(), end_date: z.iso.date() });
/** `GET /stocks/{guid}/financial-years/`: newest first. */
export const financialYearListSchema = z.object({ items: z.array(financialYearSchema) });
export type FinancialYearList = z.infer<typeof financialYearListSchema>;

// ── Administration: import report ────────────────────────────────────────────────────────────

/** The answer to a bulk file: all or nothing; `refused` names each bad row (1-based, header excluded) and why. */
export const importReportSchema = z.object({
  accepted: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() })),
  applied: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
