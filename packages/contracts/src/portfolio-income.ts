import { z } from 'zod';
import { sarSchema } from './common.ts';
import { portfolioStockSchema } from './portfolio.ts';

/**
 * Income and faith for a virtual portfolio (beyond the spec): dividends received and forecast,
 * Shariah purification per provider and year, and zakat by a chosen method, under
 * /api/v1/portfolio/{guid}/. Amounts of money are SAR strings with two decimals, as in the rest of
 * the portfolio; per-share rates keep the precision their source gives (`perShare`), so a reader
 * can redo every product by hand.
 */

const money = sarSchema;
/** SAR per share as stored (up to six decimals), a string so no binary float touches it. */
export const perShareSchema = z.string().regex(/^\d+(\.\d{1,6})?$/);
/** A percent as a number with two decimals (display only). */
const percent = z.number();

// ---------- Dividends: GET {guid}/dividends/ ----------

export const receivedDividendSchema = z.object({
  /** The cash-ledger entry (operation_type DIVIDEND) that credited it. */
  guid: z.uuid(),
  dividend_guid: z.uuid(),
  stock: portfolioStockSchema,
  /** Holders registered at the end of this day receive it: the second trading day after eligibility. */
  record_date: z.iso.date(),
  eligibility_date: z.iso.date(),
  distribution_date: z.iso.date(),
  amount_per_share: perShareSchema,
  /** Shares held at the end of the record date. */
  shares: z.number().int(),
  amount: money,
});
export type ReceivedDividend = z.infer<typeof receivedDividendSchema>;

export const upcomingDividendStatuses = [
  'ANNOUNCED', // the record date is still ahead: the amount is expected on today's shares
  'ENTITLED', // the record date has passed: the amount is fixed, awaiting distribution
] as const;
export const upcomingDividendSchema = z.object({
  dividend_guid: z.uuid(),
  stock: portfolioStockSchema,
  status: z.enum(upcomingDividendStatuses),
  announcement_date: z.iso.date(),
  eligibility_date: z.iso.date(),
  record_date: z.iso.date(),
  /** Null while the company has not set it. */
  distribution_date: z.iso.date().nullable(),
  amount_per_share: perShareSchema,
  shares: z.number().int(),
  expected_amount: money,
});
export type UpcomingDividend = z.infer<typeof upcomingDividendSchema>;

export const holdingIncomeSchema = z.object({
  stock: portfolioStockSchema,
  shares: z.number().int(),
  cost: money,
  /** Dividends per share with an eligibility date in the last twelve months. */
  trailing_dividend_per_share: perShareSchema,
  /** trailing_dividend_per_share × shares: an estimate, not a forecast by the company. */
  forward_annual_income: money,
  /** forward_annual_income ÷ cost × 100; null when the cost is zero. */
  yield_on_cost: percent.nullable(),
  received_total: money,
});
export type HoldingIncome = z.infer<typeof holdingIncomeSchema>;

export const rightsStatuses = [
  'OPEN', // within the subscription window: the entitled shares can be bought at the offer price
  'SUBSCRIBED', // taken up (once)
  'LAPSED', // the window closed without a subscription
] as const;
/**
 * A rights issue the portfolio is entitled to (beyond the first contract): holders at the end of
 * the day before the effective date may buy floor(held × (after − before) ÷ before) new shares at
 * the offer price, once, from the effective date through `subscription_ends` (ten sessions on).
 */
export const rightsEntitlementSchema = z.object({
  capital_change_guid: z.uuid(),
  stock: portfolioStockSchema,
  status: z.enum(rightsStatuses),
  effective_date: z.iso.date(),
  subscription_ends: z.iso.date(),
  offer_price: money,
  shares_held: z.number().int(),
  entitled_shares: z.number().int(),
  subscribed_shares: z.number().int(),
});
export type RightsEntitlement = z.infer<typeof rightsEntitlementSchema>;

/** POST {guid}/rights/{capital_change_guid}/subscribe: buys up to the entitled shares at the offer price. */
export const rightsSubscriptionSchema = z.object({
  shares: z.number().int().min(1),
  deduct_from_cash_flow: z.boolean(),
});
export type RightsSubscription = z.infer<typeof rightsSubscriptionSchema>;

export const portfolioDividendsSchema = z.object({
  /** Newest first. */
  received: z.array(receivedDividendSchema),
  /** Soonest first. */
  upcoming: z.array(upcomingDividendSchema),
  holdings: z.array(holdingIncomeSchema),
  received_total: money,
  received_this_year: money,
  /** Σ holdings' forward_annual_income; always an estimate (`is_estimate` true). */
  forward_annual_income: money,
  is_estimate: z.literal(true),
  /** forward_annual_income ÷ the holdings' cost × 100; null when there is no cost. */
  yield_on_cost: percent.nullable(),
  /** Rights issues offered to the portfolio in the last year, newest first. */
  entitlements: z.array(rightsEntitlementSchema).optional(),
});
export type PortfolioDividends = z.infer<typeof portfolioDividendsSchema>;

// ---------- Purification: GET {guid}/purification/?year=YYYY&provider=… ----------

export const purificationProviders = ['ALRAJHI', 'ALINMA', 'ALBILAD', 'ALMAQASSED', 'ALJAZIRA'] as const;
export const purificationQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  /** One provider; all five when absent. */
  provider: z.enum(purificationProviders).optional(),
});
export type PurificationQuery = z.infer<typeof purificationQuerySchema>;

/** Why a holding owes nothing (or cannot be computed) under a provider. */
export const purificationReasons = [
  'AMOUNT', // the provider gives an amount per share: the holding owes shares × rate × days ÷ days in year
  'COMPLIANT_NO_AMOUNT', // rated compliant with no amount: nothing to purify
  'NO_AMOUNT', // the provider publishes no amount for this company and year
  'NOT_RATED', // no screening by this provider for the year
] as const;

/** A stretch of the year over which the holding's share count did not change. */
export const holdingSpanSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number().int(),
  shares: z.number().int(),
  /** shares × rate × days ÷ days_in_year, to six decimals before the holding's total is rounded. */
  amount: z.string(),
});

export const purificationHoldingSchema = z.object({
  stock: portfolioStockSchema,
  reason: z.enum(purificationReasons),
  /** The provider's latest status for the year, as it gave it. */
  status: z.string().nullable(),
  rate_per_share: perShareSchema.nullable(),
  /** The date of the screening the rate comes from. */
  rate_date: z.iso.date().nullable(),
  spans: z.array(holdingSpanSchema),
  days_held: z.number().int(),
  amount: money,
});

export const purificationProviderSchema = z.object({
  provider: z.enum(purificationProviders),
  holdings: z.array(purificationHoldingSchema),
  total: money,
});

export const portfolioPurificationSchema = z.object({
  year: z.number().int(),
  days_in_year: z.number().int(),
  /** The last day counted: the year's end, or today for the year in progress. */
  through: z.iso.date(),
  providers: z.array(purificationProviderSchema),
});
export type PortfolioPurification = z.infer<typeof portfolioPurificationSchema>;

// ---------- Zakat: GET {guid}/zakat/?method=…&date=YYYY-MM-DD ----------

export const zakatMethods = ['trading', 'investment_net_assets', 'company_paid'] as const;
export type ZakatMethod = (typeof zakatMethods)[number];
export const zakatCalendars = ['lunar', 'gregorian'] as const;
export const zakatQuerySchema = z.object({
  method: z.enum(zakatMethods),
  /** The day zakat falls due; today when absent. */
  date: z.iso.date().optional(),
  /** The year the user counts: 2.5 % on a lunar (hijri) year, 2.577 % on a Gregorian one. */
  calendar: z.enum(zakatCalendars).default('lunar'),
  /** SAR per gram of gold, for the nisab (85 g); the nisab is not judged without it. */
  gold_price: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .optional(),
});
export type ZakatQuery = z.infer<typeof zakatQuerySchema>;

export const zakatHoldingSchema = z.object({
  stock: portfolioStockSchema,
  shares: z.number().int(),
  /** The base zakat is taken on: market value (trading) or the shares' part of net zakatable assets. */
  zakatable: money,
  /** Net zakatable assets per share (investment_net_assets), or the company's zakat paid per share (company_paid). */
  per_share: perShareSchema.nullable(),
  /** The statements' period the figure comes from. */
  source_period: z.string().nullable(),
  zakat: money,
  /** company_paid: the company settles it with the authority on the holder's behalf. */
  settled_by_company: z.boolean(),
});

export const portfolioZakatSchema = z.object({
  method: z.enum(zakatMethods),
  date: z.iso.date(),
  calendar: z.enum(zakatCalendars),
  /** Percent, as a string: "2.5" or "2.577". */
  rate: z.string(),
  /**
   * The length of the zakat year (hawl) the rate is for: 354 days on a lunar year, 365 on a
   * Gregorian one (2.5 % × 365.25 ÷ 354.37 ≈ 2.577 %, so a Gregorian payer owes the same per day).
   */
  hawl_days: z.number().int().optional(),
  holdings: z.array(zakatHoldingSchema),
  holdings_zakat: money,
  cash: money,
  cash_zakat: money,
  total_zakatable: money,
  total_zakat: money,
  nisab: z.object({
    gold_grams: z.literal(85),
    gold_price: z.string().nullable(),
    value: money.nullable(),
    /** Null without a gold price. */
    reached: z.boolean().nullable(),
  }),
});
export type PortfolioZakat = z.infer<typeof portfolioZakatSchema>;

// ---------- Purification statement: GET {guid}/purification/statement/?year=&provider=&format=&lang= ----------

export const purificationStatementFormats = ['pdf', 'csv'] as const;
/**
 * The yearly statement as a file: the same figures as the JSON (method, provider, per-share rates,
 * spans and days held), as a PDF in Arabic or English, or as CSV (one row per span, UTF-8 with a
 * byte-order mark so spreadsheets read the Arabic). `lang` defaults to the Accept-Language.
 */
export const purificationStatementQuerySchema = purificationQuerySchema.extend({
  format: z.enum(purificationStatementFormats),
  lang: z.enum(['ar', 'en']).optional(),
});
export type PurificationStatementQuery = z.infer<typeof purificationStatementQuerySchema>;
