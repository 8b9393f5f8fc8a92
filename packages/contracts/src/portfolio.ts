import { z } from 'zod';
import { parseSar } from './money.ts';
import { dayInputSchema, guidSchema, namedRefSchema, pageNumberSchema, pageOf, sarInputSchema, sarSchema } from './common.ts';

/**
 * Virtual portfolios (spec §3, §7 "Portfolio", under /api/v1/portfolio/).
 *
 * Amounts of money (cash, market values, costs, profits, totals) leave the server as SAR strings
 * with two decimals (`sarSchema`); prices per share, ratios and percents are JSON numbers. The
 * server derives every figure from its ledgers with exact decimals, so the client displays them
 * and never sums them; what it does compute (a purchase's cost against the cash) it computes in
 * halalas with @sahm/contracts/money. On the way in, a cash amount is a SAR string and a price per
 * share a number, both with at most two decimals.
 */

/** JAREAD_2023_Q4 is read-mostly: no cash edits, buys carry no date, sales at the current price without cash. */
export const JAREAD_2023_Q4 = 'JAREAD_2023_Q4';
export const portfolioTypes = ['STANDARD', JAREAD_2023_Q4] as const;
export const portfolioTypeSchema = z.enum(portfolioTypes);
export type PortfolioType = z.infer<typeof portfolioTypeSchema>;

export const MAX_PORTFOLIOS = 5;
export const PORTFOLIO_NAME_MAX = 60;
/** Page size of the portfolio sub-lists (transactions) unless asked otherwise. */
export const PORTFOLIO_PAGE_SIZE = 100;

/**
 * `code` values of portfolio errors (the body is {detail, code}; detail is translated). J000 is
 * the spec's trading-hours code: buy Sunday–Thursday 10:15–15:30, sell 10:00–15:30, Riyadh time,
 * closed on market holidays; its body also carries `window: 'buy' | 'sell'`.
 */
export const portfolioErrorCodes = [
  'J000',
  'portfolio_not_found', // 404
  'stock_not_found', // 404
  'portfolio_limit_reached', // 400: already 5 portfolios
  'multiple_portfolios_not_allowed', // 403: a second portfolio, or writing to a non-default one, without CAN_HAVE_MULTIPLE_PORTFOLIOS
  'cannot_delete_default_portfolio', // 400
  'cannot_untick_default_portfolio', // 400: is_default false on the default portfolio
  'insufficient_cash', // 409: deduct_from_cash_flow with too little cash; nothing is written (body: cash_value, required, SAR strings)
  'cash_below_zero', // 400: a cash edit that would leave negative cash (body: cash_value, a SAR string)
  'cash_edit_locked', // 400: cash edits on a JAREAD_2023_Q4 portfolio
  // 403 on a buy that would hold more stocks than the plan allows, or any buy while already over
  // the limit after a downgrade (the body then has over_limit: true).
  'stock_limit_basic', // limit 2 (CAN_ADD_PROTFOLIO_STOCKS_TWO) -> maxStocksBasic
  'stock_limit_advanced', // limit 15 (CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN) -> maxStocksAdvanced
  'stock_not_held', // 400 selling, 404 removing: a stock the portfolio does not hold
  'shares_exceed_holding', // 400: selling more shares than held
  'price_off_tick', // 400: price not on the exchange's tick grid for that price
  'buying_date_required', // 400
  'buying_date_in_future', // 400
  'buying_date_before_listing', // 400
  'buying_date_not_trading_day', // 400: a weekend, a holiday or a closed day
  'holding_too_large', // 400: a buy that would hold more than MAX_SHARES of one stock
  'cash_above_max', // 400: a cash edit or a sale into cash that would leave more than MAX_CASH
  // Taking up a rights issue (POST {guid}/rights/{capital_change_guid}/subscribe):
  'rights_not_found', // 404: no rights issue with that guid
  'rights_not_open', // 400: before the effective date or after the subscription window
  'rights_not_entitled', // 400: the portfolio held no shares (or too few for one new share) before the effective date
  'rights_exceed_entitlement', // 400: more shares than entitled (body: entitled_shares)
  'rights_already_subscribed', // 409: the rights were taken up already (once only)
] as const;
export type PortfolioErrorCode = (typeof portfolioErrorCodes)[number];

/**
 * Bounds of what a trade or a cash edit may name, so every figure derived from them fits its
 * column: a holding never passes MAX_SHARES (a whole-holding sale fits the ledger's integer
 * shares), MAX_SHARES × MAX_PRICE (10^14) fits a transaction's cost, and cash never passes
 * MAX_CASH (its column holds up to 10^16).
 */
export const MAX_SHARES = 100_000_000;
/** SAR per share: far above any price the exchange has seen. */
export const MAX_PRICE = 1_000_000;
/** SAR: the most cash a portfolio holds, and so the largest single cash edit. */
export const MAX_CASH = 1_000_000_000_000;

/** An amount of money: a SAR string with two decimals. */
const money = sarSchema;
/** A price per share (market data): a number in SAR. */
const price = z.number();
/** A price per share on the way in, in SAR with at most two decimals, from min to max. */
const priceIn = z
  .number()
  .min(0.01)
  .max(MAX_PRICE)
  .refine((n) => Math.round(n * 100) / 100 === n, { message: 'at most two decimals' });
const sharesIn = z.number().int().min(1).max(MAX_SHARES);

// ---------- Portfolios ----------

export const performanceSchema = z.object({
  /** Uninvested cash. */
  cash_value: money,
  /** Holdings at current prices. */
  market_value: money,
  /** cash_value + market_value. */
  portfolio_amount: money,
  /** Unrealised: market_value − cost of the shares held. */
  profit_loss: money,
  /** profit_loss over the cost of the shares held, percent. */
  profit_loss_ratio: z.number(),
  /** Gains and losses already taken by sales (average-cost basis). */
  realized_profit_loss: money,
});
export type Performance = z.infer<typeof performanceSchema>;

export const portfolioSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  type: portfolioTypeSchema,
  is_default: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  number_of_stocks: z.number().int(),
  /** Holdings allowed per portfolio by the plan: 2, 15, or null (no limit). */
  stock_limit: z.number().int().nullable(),
  /** More holdings than the plan allows: the client opens the downgrade-required dialog. */
  over_limit: z.boolean(),
  /** Present when asked with include_performance=true. */
  performance: performanceSchema.optional(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioListQuerySchema = z.object({
  include_performance: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
/** Default first, then by creation. */
export const portfolioListSchema = z.object({
  items: z.array(portfolioSchema),
  /** MAX_PORTFOLIOS; add buttons are disabled at this count. */
  max_portfolios: z.number().int(),
  /** Whether the account may hold (and switch between) several portfolios. */
  can_have_multiple: z.boolean(),
});
export type PortfolioList = z.infer<typeof portfolioListSchema>;

export const portfolioNameSchema = z.string().trim().min(1).max(PORTFOLIO_NAME_MAX);

/** POST /portfolio/. type defaults to STANDARD; a JAREAD_2023_Q4 portfolio is created by asking for that type. */
export const createPortfolioSchema = z.object({ name: portfolioNameSchema, type: portfolioTypeSchema.default('STANDARD') });
export type CreatePortfolio = z.input<typeof createPortfolioSchema>;

/** PATCH /portfolio/{guid}: rename; is_default true makes it the default (false on the default is refused). */
export const updatePortfolioSchema = z.object({ name: portfolioNameSchema, is_default: z.boolean().optional() });
export type UpdatePortfolio = z.infer<typeof updatePortfolioSchema>;

export const portfolioParamsSchema = z.object({ guid: guidSchema });
export const portfolioStockParamsSchema = z.object({ guid: guidSchema, stockGuid: guidSchema });

// ---------- Overview, chart ----------

/** The stock as a holding row names it. */
export const portfolioStockSchema = z.object({
  guid: guidSchema,
  company_name: z.string(),
  short_name: z.string(),
  symbol_code: z.string(),
  logo: z.string().nullable(),
  market: namedRefSchema.extend({ code: z.string() }),
  sector: namedRefSchema.extend({ parent: namedRefSchema.nullable() }),
});
export type PortfolioStock = z.infer<typeof portfolioStockSchema>;

export const holdingSchema = z.object({
  stock: portfolioStockSchema,
  stock_guid: guidSchema,
  total_shares_per_stock: z.number().int(),
  /** Weighted-average cost of the shares held. */
  avg_cost_per_share: price,
  total_cost_per_stock: money,
  /** Current price (live, else last close); stock_close is the same figure under the column's name. */
  stock_price: price,
  stock_close: price,
  stock_change_value: z.number(),
  stock_change_ratio: z.number(),
  stock_return_last_week: z.number().nullable(),
  stock_return_last_month: z.number().nullable(),
  market_value: money,
  /** Unrealised. */
  profit_loss: money,
  profit_loss_ratio: z.number(),
  realized_profit_loss: money,
  /** Today's move on the shares held: shares × change_value. */
  daily_profit_loss: money,
  /** Share of the holdings' market value, percent; the rows sum to exactly 100.00. */
  weight: z.number(),
  /** This holding's profit_loss over the whole portfolio's cost, percent. */
  return_on_portfolio: z.number(),
  announcement_guid: guidSchema.nullable(),
  /**
   * The next distribution whose due (eligibility) date is today or later, or null: `amount` is
   * what the shares held would receive (SAR string), `amount_per_share` the announced figure.
   */
  dividends: z.object({ due_date: z.iso.date(), amount: money, amount_per_share: z.number() }).nullable(),
  financial: z.object({
    total_equity: z.number().nullable(),
    /** The last 12 months' dividends per share over the current price, percent. */
    dividend_yield: z.number().nullable(),
    return_of_equity_percent: z.number().nullable(),
    /** SAR per share paid over the last 12 months (by due date). */
    total_annual_dividend_paid: z.number().nullable(),
    book_value: z.number().nullable(),
    value_price_to_book_ratio: z.number().nullable(),
    price_to_earnings: z.number().nullable(),
    basic_earnings_per_share: z.number().nullable(),
  }),
});
export type Holding = z.infer<typeof holdingSchema>;

export const overviewTotalsSchema = z.object({
  total_cost: money,
  /** 100 with holdings, 0 without. */
  total_weight: z.number(),
  /** Today's change of the holdings' value, percent. */
  total_change: z.number(),
  total_shares: z.number().int(),
  total_profit_loss: money,
  total_market_value: money,
  total_profit_loss_ratio: z.number(),
  total_daily_profit_loss: money,
  total_return_on_portfolio: z.number(),
  total_realized_profit_loss: money,
});
export type OverviewTotals = z.infer<typeof overviewTotalsSchema>;

export const overviewSchema = overviewTotalsSchema.extend({
  guid: guidSchema,
  name: z.string(),
  type: portfolioTypeSchema,
  cash_value: money,
  stock_limit: z.number().int().nullable(),
  over_limit: z.boolean(),
  /** Ordered by market value, largest first. */
  stocks: z.array(holdingSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

/** One slice of the doughnut; key is 'cash', 'stocks', a stock guid or a sector guid (stable colours). */
export const chartSliceSchema = z.object({ key: z.string(), label: z.string(), value: money, percent: z.number() });
export type ChartSlice = z.infer<typeof chartSliceSchema>;
/** Each list sorted by value, largest first; percents have 2 decimals and sum to 100.00 (0 when empty). */
export const portfolioChartSchema = z.object({
  /** Overall assessment: cash against stocks. */
  general: z.array(chartSliceSchema),
  stocks: z.array(chartSliceSchema),
  /** By the stock's sector (industry group). */
  sectors: z.array(chartSliceSchema),
});
export type PortfolioChart = z.infer<typeof portfolioChartSchema>;

// ---------- Ledgers ----------

/** DIVIDEND: a cash dividend credited on its distribution date for the shares held on its record date. */
export const cashOperationTypes = ['BUY', 'SELL', 'EDIT', 'DIVIDEND'] as const;
export const cashTransactionSchema = z.object({
  guid: guidSchema,
  created_at: z.iso.datetime({ offset: true }),
  operation_type: z.enum(cashOperationTypes),
  /** Cash before and after. */
  previous_cash_value: money,
  cash_value: money,
  /** cash_value − previous_cash_value. */
  amount: money,
  /** The stock bought or sold (or that paid the dividend); null for edits. */
  stock: portfolioStockSchema.nullable(),
  /**
   * The day the move counts from, when it is not the day it was recorded: a dividend's
   * distribution date (a credit made later, e.g. for a back-dated buy, still reads as received then).
   */
  effective_date: z.iso.date().nullable().optional(),
  /** DIVIDEND only: shares held on the record date and SAR per share. */
  shares: z.number().int().nullable().optional(),
  amount_per_share: z.string().nullable().optional(),
});
export type CashTransaction = z.infer<typeof cashTransactionSchema>;
/** /liquidity/ and /cash-value-transactions/: newest first, with the cash now. */
export const cashTransactionPageSchema = pageOf(cashTransactionSchema).extend({ cash_value: money });
export type CashTransactionPage = z.infer<typeof cashTransactionPageSchema>;

/**
 * BUYING and SELLING are trades; the corporate actions change the shares held at no cost (the
 * position's cost is unchanged, so its average cost moves): bonus shares and splits add shares,
 * a capital reduction takes them away.
 */
export const transactionTypes = ['BUYING', 'SELLING', 'BONUS_SHARES', 'STOCK_SPLIT', 'CAPITAL_REDUCTION'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const corporateActionTypes = ['BONUS_SHARES', 'STOCK_SPLIT', 'CAPITAL_REDUCTION'] as const;

/** What a corporate action's ledger entry applied: the ratio, the shares before and after, and the fraction not issued. */
export const corporateActionSchema = z.object({
  effective_date: z.iso.date(),
  /** The company's shares before and after: the ratio applied to the shares held. */
  shares_before: z.number().int(),
  shares_after: z.number().int(),
  /** Shares held at the end of the day before the effective date, and after the action. */
  held_before: z.number().int(),
  held_after: z.number().int(),
  /** The fraction of a share that held × ratio left over: fractions are not issued (rounded down). */
  fraction_not_issued: z.string(),
});
export const stockTransactionSchema = z.object({
  guid: guidSchema,
  stock: portfolioStockSchema,
  stock_guid: guidSchema,
  transaction_type: z.enum(transactionTypes),
  /** Null on JAREAD_2023_Q4 buys and on sales. */
  buying_date: z.iso.date().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  shares: z.number().int(),
  price,
  /** shares × price. */
  cost: money,
  /** Buys: deducted from cash; sales: added to cash. */
  cash_flow: z.boolean(),
  is_downgrade_sale: z.boolean(),
  /** Corporate-action entries only (price and cost 0): what was applied. */
  corporate_action: corporateActionSchema.nullable().optional(),
});
export type StockTransaction = z.infer<typeof stockTransactionSchema>;
export const stockTransactionPageSchema = pageOf(stockTransactionSchema);
export type StockTransactionPage = z.infer<typeof stockTransactionPageSchema>;
export const stockTransactionListSchema = z.object({ items: z.array(stockTransactionSchema) });

export const ledgerPageQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(500).default(PORTFOLIO_PAGE_SIZE),
});

// ---------- Writes ----------

/** POST {guid}/cash-value-transaction: adds cash_value (negative withdraws) to the uninvested cash; the result may not be negative. */
export const cashEditSchema = z.object({
  cash_value: sarInputSchema(-MAX_CASH, MAX_CASH).refine((text) => parseSar(text) !== 0, { message: 'must not be zero' }),
});
export type CashEdit = z.infer<typeof cashEditSchema>;

export const buyItemSchema = z.object({
  stock_guid: guidSchema,
  shares: sharesIn,
  price: priceIn,
  /** YYYY-MM-DD, a trading day, not in the future nor before listing; null only on JAREAD_2023_Q4 (ignored there). */
  buying_date: dayInputSchema.nullable(),
  deduct_from_cash_flow: z.boolean(),
});
export type BuyItem = z.infer<typeof buyItemSchema>;
/** POST {guid}/buy: the list of rows, written together or not at all. */
export const buyRequestSchema = z.array(buyItemSchema).min(1).max(20);
export type BuyRequest = z.infer<typeof buyRequestSchema>;

/**
 * POST {guid}/sell. is_downgrade_sale is the downgrade dialog's forced sale: the whole holding at
 * the current price, never added to cash, allowed outside trading hours; shares and price may
 * then be left out. On JAREAD_2023_Q4 the server sells at the current price and adds no cash.
 */
export const sellRequestSchema = z
  .object({
    stock_guid: guidSchema,
    shares: sharesIn.optional(),
    price: priceIn.optional(),
    add_to_cash_flow: z.boolean().default(false),
    is_downgrade_sale: z.boolean().default(false),
  })
  .refine((b) => b.is_downgrade_sale || b.shares !== undefined, { path: ['shares'], message: 'Required' })
  .refine((b) => b.is_downgrade_sale || b.price !== undefined, { path: ['price'], message: 'Required' });
export type SellRequest = z.input<typeof sellRequestSchema>;

export const buyResultSchema = z.object({ message: z.string(), cash_value: money, transactions: z.array(stockTransactionSchema) });
export type BuyResult = z.infer<typeof buyResultSchema>;
export const sellResultSchema = z.object({ message: z.string(), cash_value: money, transaction: stockTransactionSchema });
export type SellResult = z.infer<typeof sellResultSchema>;
export const cashEditResultSchema = z.object({ message: z.string(), transaction: cashTransactionSchema });
export type CashEditResult = z.infer<typeof cashEditResultSchema>;

// ---------- Favourite columns ----------

/** Every column of the holdings table, in the master order (spec §3). */
export const portfolioColumns = [
  'stock_market_type',
  'total_shares_per_stock',
  'avg_cost_per_share',
  'stock_close',
  'total_cost_per_stock',
  'market_value',
  'stock_change_value',
  'stock_return_last_week',
  'stock_return_last_month',
  'daily_profit_loss',
  'profit_loss',
  'profit_loss_ratio',
  'return_on_portfolio',
  'weight',
  'dividends_due_date',
  'dividends_amount',
  'financials_book_value',
  'financials_dividend_yield',
  'financials_value_price_to_book_ratio',
  'financials_price_to_earnings',
  'financials_basic_earnings_per_share',
  'financials_total_equity',
  'financials_return_of_equity_percent',
  'financials_total_annual_dividend_paid',
] as const;
export const portfolioColumnSchema = z.enum(portfolioColumns);
export type PortfolioColumn = z.infer<typeof portfolioColumnSchema>;
export const defaultPortfolioColumns: readonly PortfolioColumn[] = [
  'total_shares_per_stock',
  'avg_cost_per_share',
  'stock_close',
  'total_cost_per_stock',
  'market_value',
  'stock_change_value',
];

/** GET favorites-indices/: the user's columns in master order (the defaults until chosen). */
export const favoriteColumnsSchema = z.object({ tags: z.array(portfolioColumnSchema), available: z.array(portfolioColumnSchema) });
export type FavoriteColumns = z.infer<typeof favoriteColumnsSchema>;
/** POST favorites-indices/: 'all' or an empty list restores the defaults. */
export const favoriteColumnsUpdateSchema = z.object({
  tags: z.union([z.literal('all'), z.array(portfolioColumnSchema).max(portfolioColumns.length)]),
});
export type FavoriteColumnsUpdate = z.infer<typeof favoriteColumnsUpdateSchema>;

// ---------- Live (/graphql subscriptions) ----------

/**
 * portfolioOverview(guid), portfolioPerformance(guid), portfolioChart(guid): owner only (bearer
 * token in the connection parameters; otherwise a GraphQL error). A payload arrives after a feed
 * step that moved a stock the portfolio holds; the figure is the REST shape as a JSON scalar,
 * null with error true when it could not be computed (fetch once over REST instead).
 */
export const portfolioOverviewPayloadSchema = z.object({
  portfolioOverview: z.object({ overview: overviewSchema.nullable(), error: z.boolean() }),
});
export const portfolioPerformancePayloadSchema = z.object({
  portfolioPerformance: z.object({ performance: performanceSchema.nullable(), error: z.boolean() }),
});
export const portfolioChartPayloadSchema = z.object({
  portfolioChart: z.object({ chart: portfolioChartSchema.nullable(), error: z.boolean() }),
});
