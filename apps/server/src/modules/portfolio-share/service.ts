import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Locale } from '@sahm/contracts/common';
import { sharedPeriods, type PortfolioShare, type SharedPortfolio } from '@sahm/contracts/portfolio-share';
import type { Database } from '../../db/client.ts';
import { findPortfolio, portfolioNotFound, type PortfolioService } from '../portfolios/index.ts';
import type { ReturnsService } from '../portfolio-returns/index.ts';
import { messages } from './messages.ts';
import { insertShare, liveShare, revokeShare, sharedTarget, type LiveShare } from './queries.ts';
import { largestRemainder } from './weights.ts';

export type ShareDeps = { database: Database; portfolios: Pick<PortfolioService, 'overview'>; returns: Pick<ReturnsService, 'benchmark'> };
export type Owner = { userId: string };

/** 24 random bytes: 192 bits, 32 base64url characters. */
const newToken = () => randomBytes(24).toString('base64url');

const stateOf = (share: LiveShare | undefined): PortfolioShare =>
  share
    ? { shared: true, token: share.token, created_at: share.createdAt.toISOString() }
    : { shared: false, token: null, created_at: null };

export const sharedNotFound = () => messages.error(404, 'sharedPortfolioNotFound');

export function createShareService(deps: ShareDeps) {
  const { db } = deps.database;
  const owned = async (owner: Owner, guid: string) => {
    const row = await findPortfolio(db, owner.userId, guid);
    if (!row) throw portfolioNotFound();
    return row.id;
  };

  return {
    async state(owner: Owner, guid: string): Promise<PortfolioShare> {
      return stateOf(await liveShare(db, await owned(owner, guid)));
    },

    /** The live link, made now if there is none. */
    async share(owner: Owner, guid: string): Promise<PortfolioShare> {
      return stateOf(await insertShare(db, await owned(owner, guid), newToken()));
    },

    async revoke(owner: Owner, guid: string): Promise<PortfolioShare> {
      await revokeShare(db, await owned(owner, guid));
      return stateOf(undefined);
    },

    /**
     * What a link shows: names, proportions and percents. The owner's overview is read as the owner
     * would read it, and every amount in it is turned into a share of the total here, never copied.
     */
    async shared(token: string, locale: Locale): Promise<SharedPortfolio> {
      const target = await sharedTarget(db, token);
      if (!target) throw sharedNotFound();
      const owner = { userId: target.userId, locale, permissions: [] };
      const [overview, returns] = await Promise.all([
        deps.portfolios.overview(owner, target.portfolioId),
        Promise.all(sharedPeriods.map((period) => deps.returns.benchmark(owner, target.portfolioId, { period }))),
      ]);
      const values = overview.stocks.map((h) => new Decimal(h.market_value));
      const weights = largestRemainder(values);
      const sectors = new Map<string, { name: string; value: Decimal }>();
      overview.stocks.forEach((h, i) => {
        const s = sectors.get(h.stock.sector.guid) ?? { name: h.stock.sector.name, value: new Decimal(0) };
        sectors.set(h.stock.sector.guid, { ...s, value: s.value.add(values[i]!) });
      });
      const sectorList = [...sectors].sort(([, a], [, b]) => b.value.cmp(a.value));
      const sectorWeights = largestRemainder(sectorList.map(([, s]) => s.value));
      return {
        name: overview.name,
        holdings: overview.stocks.map((h, i) => ({
          symbol_code: h.stock.symbol_code,
          company_name: h.stock.company_name,
          short_name: h.stock.short_name,
          logo: h.stock.logo,
          sector: h.stock.sector.name,
          weight: weights[i]!,
          profit_loss_ratio: h.profit_loss_ratio,
        })),
        sectors: sectorList.map(([key, s], i) => ({ key, name: s.name, weight: sectorWeights[i]! })),
        returns: returns.map((b, i) => ({
          period: sharedPeriods[i]!,
          from: b.from,
          to: b.to,
          portfolio: b.time_weighted.percent,
          tasi: b.tasi.percent,
        })),
      };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
