import { z } from 'zod';
import type { BenchmarkPeriod } from './portfolio-returns.ts';

/**
 * A read-only link to a portfolio (beyond the spec). The owner turns it on under
 * /api/v1/portfolio/{guid}/share/ (POST creates or returns it, GET reads it, DELETE revokes it);
 * anyone with the link reads /api/v1/shared-portfolios/{token}/. What is shared is proportions and
 * percents only: no shares, costs, values, cash or any other amount of money.
 */

/** 128 random bits and more in base64url: 22 characters at least. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const shareTokenParamsSchema = z.object({ token: shareTokenSchema });

/** The owner's view of the link: null token while not shared. */
export const portfolioShareSchema = z.object({
  shared: z.boolean(),
  token: shareTokenSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PortfolioShare = z.infer<typeof portfolioShareSchema>;

/** The periods a shared page shows its return over. */
export const sharedPeriods = ['month', 'ytd', 'year', 'since_start'] as const satisfies readonly BenchmarkPeriod[];

const percentFigure = z.number().nullable();

export const sharedHoldingSchema = z.object({
  symbol_code: z.string(),
  company_name: z.string(),
  short_name: z.string(),
  logo: z.string().nullable(),
  sector: z.string(),
  /** Percent of the holdings' market value, two decimals; the rows add to exactly 100.00. */
  weight: z.number(),
  /** Unrealised profit or loss over the cost of the shares held, percent. */
  profit_loss_ratio: z.number(),
});

export const sharedSectorSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Two decimals; the sectors add to exactly 100.00 (largest remainder). */
  weight: z.number(),
});

export const sharedReturnSchema = z.object({
  period: z.enum(sharedPeriods),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  /** The portfolio's time-weighted return, percent, or null when it cannot be measured. */
  portfolio: percentFigure,
  tasi: percentFigure,
});

export const sharedPortfolioSchema = z.object({
  name: z.string(),
  holdings: z.array(sharedHoldingSchema),
  sectors: z.array(sharedSectorSchema),
  returns: z.array(sharedReturnSchema),
});
export type SharedPortfolio = z.infer<typeof sharedPortfolioSchema>;
export type SharedHolding = z.infer<typeof sharedHoldingSchema>;
export type SharedReturn = z.infer<typeof sharedReturnSchema>;
