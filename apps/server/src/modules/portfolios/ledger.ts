import Decimal from 'decimal.js';
import type { TransactionType } from '@sahm/contracts/portfolio';

/**
 * Ledger arithmetic: positions folded from stock transactions and cash moved by them, in exact
 * decimals. No I/O here, so the property tests can check it against a reference computation.
 */

export type LedgerEntry = { stockId: string; type: TransactionType; shares: number; price: Decimal.Value };

/** A stock's position: shares held, what they cost (average-cost basis), and gains taken by sales. */
export type Position = { stockId: string; shares: number; cost: Decimal; realized: Decimal };

const zero = new Decimal(0);
export const emptyPosition = (stockId: string): Position => ({ stockId, shares: 0, cost: zero, realized: zero });

/** shares × price; exact, since prices have at most two decimals. */
export const tradeCost = (shares: number, price: Decimal.Value): Decimal => new Decimal(price).mul(shares);

/** Whether a price has at most two decimals (and is positive). */
export const isPrice = (price: Decimal.Value): boolean => {
  const d = new Decimal(price);
  return d.gt(0) && d.decimalPlaces() <= 2;
};

/**
 * The cost that leaves a position when `shares` of it are sold: the average cost of those shares,
 * to the halala, or the whole remaining cost when the position closes (so no halala is stranded).
 * Never more than the position's cost, since shares ≤ held and cost has two decimals.
 */
export function saleCostBasis(position: Position, shares: number): Decimal {
  if (shares >= position.shares) return position.cost;
  return position.cost.mul(shares).div(position.shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export class OversellError extends Error {
  constructor(readonly held: number) {
    super('shares_exceed_holding');
  }
}

/**
 * A position after one transaction; a sale of more than is held throws. Corporate actions are not
 * trades: bonus shares and splits add shares at no cost and a capital reduction takes them away
 * at no proceeds, so the position's cost stays what was paid (its average cost moves) and no
 * profit is ever booked. Only a reduction that cancels every share held leaves its cost nowhere to
 * rest: that cost is then a realised loss.
 */
export function applyEntry(position: Position, entry: LedgerEntry): Position {
  if (entry.type === 'BONUS_SHARES' || entry.type === 'STOCK_SPLIT') return { ...position, shares: position.shares + entry.shares };
  if (entry.type === 'CAPITAL_REDUCTION') {
    const shares = Math.max(0, position.shares - entry.shares);
    if (shares > 0) return { ...position, shares };
    return { ...position, shares, cost: zero, realized: position.realized.sub(position.cost) };
  }
  const amount = tradeCost(entry.shares, entry.price);
  if (entry.type === 'BUYING') return { ...position, shares: position.shares + entry.shares, cost: position.cost.add(amount) };
  if (entry.shares > position.shares) throw new OversellError(position.shares);
  const basis = saleCostBasis(position, entry.shares);
  return {
    ...position,
    shares: position.shares - entry.shares,
    cost: position.cost.sub(basis),
    realized: position.realized.add(amount.sub(basis)),
  };
}

/** Positions of a ledger in first-traded order, closed ones included (they keep realised gains). */
export function foldPositions(entries: readonly LedgerEntry[]): Position[] {
  const positions = new Map<string, Position>();
  for (const e of entries) positions.set(e.stockId, applyEntry(positions.get(e.stockId) ?? emptyPosition(e.stockId), e));
  return [...positions.values()];
}

/**
 * A dividend on `shares`: SAR per share × shares, to the halala (half up, as every amount of the
 * portfolio). The one product the credit, the expected amounts and the holdings table all use.
 */
export const dividendAmount = (perShare: Decimal.Value, shares: number): Decimal =>
  new Decimal(perShare).mul(shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Cash after a change; undefined when it would fall below zero. */
export function moveCash(cash: Decimal.Value, delta: Decimal.Value): Decimal | undefined {
  const next = new Decimal(cash).add(delta);
  return next.isNegative() ? undefined : next;
}

/**
 * Percents of `values` to two decimals that sum to exactly 100.00 (all zero when the total is
 * zero); the rounding remainder goes to the largest value, which can absorb it without turning
 * negative.
 */
export function allocatePercents(values: readonly Decimal[]): Decimal[] {
  const total = values.reduce((a, v) => a.add(v), zero);
  if (total.lte(0)) return values.map(() => zero);
  const percents = values.map((v) => v.mul(100).div(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const remainder = new Decimal(100).sub(percents.reduce((a, p) => a.add(p), zero));
  if (!remainder.isZero()) {
    let largest = 0;
    values.forEach((v, i) => {
      if (v.gt(values[largest]!)) largest = i;
    });
    percents[largest] = percents[largest]!.add(remainder);
  }
  return percents;
}

/** a / b × 100 to two decimals; 0 when b is zero. */
export const percentOf = (a: Decimal, b: Decimal): Decimal =>
  b.isZero() ? zero : a.mul(100).div(b).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * An amount of money for the API: SAR with two decimals, half up, written as the money module
 * writes halalas (a loss that rounds to nothing is "0.00", never "-0.00"). Decimal rather than
 * halalas, since a transaction's cost (up to MAX_SHARES × MAX_PRICE) passes the safe integers.
 */
export function sar(d: Decimal): string {
  const text = d.toFixed(2, Decimal.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/** A price per share for the API: market data, a JSON number to the halala (display only; the exact value stays here). */
export const num = (d: Decimal): number => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
