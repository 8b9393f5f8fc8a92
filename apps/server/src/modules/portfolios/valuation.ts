import Decimal from 'decimal.js';
import type { ChartSlice, Holding, OverviewTotals, Performance, PortfolioStock } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { DividendFacts } from './dividend-facts.ts';
import { allocatePercents, dividendAmount, num, percentOf, sar, type Position } from './ledger.ts';
import type { DividendFactRow } from './queries.ts';

/** The stock as a ledger row or holding names it. */
export const toPortfolioStock = (s: StockListItem): PortfolioStock => ({
  guid: s.guid,
  company_name: s.company_name,
  short_name: s.short_name,
  symbol_code: s.symbol_code,
  logo: s.logo,
  market: s.market,
  sector: s.sector,
});

/** The price a holding is valued at: the live price, else the last close. */
export function currentPrice(s: StockListItem): Decimal | undefined {
  const p = s.today_live_points?.price ?? s.today_points?.close;
  return p === undefined ? undefined : new Decimal(String(p));
}

/** The next distribution for the shares held: what they would receive (SAR) and the figure per share. */
function nextDividend(paid: DividendFactRow | undefined, shares: number): Holding['dividends'] {
  if (!paid?.hasDividends || !paid.nextDueDate || paid.nextAmount === null) return null;
  const perShare = new Decimal(paid.nextAmount);
  return { due_date: paid.nextDueDate, amount: sar(dividendAmount(perShare, shares)), amount_per_share: perShare.toNumber() };
}

type Valued = { position: Position; stock: StockListItem; price: Decimal; marketValue: Decimal; daily: Decimal };

export type Valuation = {
  holdings: Holding[];
  totals: OverviewTotals;
  performance: (cash: Decimal) => Performance;
  chart: (cash: Decimal, cashLabel: string, stocksLabel: string) => { general: ChartSlice[]; stocks: ChartSlice[]; sectors: ChartSlice[] };
};

const zero = new Decimal(0);
const sum = (xs: readonly Decimal[]) => xs.reduce((a, x) => a.add(x), zero);
const orNull = (v: number | null | undefined) => (v === undefined ? null : v);

function slices(entries: { key: string; label: string; value: Decimal }[]): ChartSlice[] {
  const sorted = entries.filter((e) => e.value.gt(0)).sort((a, b) => b.value.cmp(a.value) || a.label.localeCompare(b.label));
  const percents = allocatePercents(sorted.map((e) => e.value));
  return sorted.map((e, i) => ({ key: e.key, label: e.label, value: sar(e.value), percent: percents[i]!.toNumber() }));
}

/**
 * Holdings at current prices and every total of the overview, performance and chart, from the
 * folded positions. Positions without shares only add their realised gains.
 */
export function valuePortfolio(
  positions: readonly Position[],
  stocks: ReadonlyMap<string, StockListItem>,
  dividends: DividendFacts = new Map(),
): Valuation {
  const valued: Valued[] = [];
  for (const position of positions) {
    const stock = stocks.get(position.stockId);
    if (position.shares === 0 || !stock) continue;
    const price = currentPrice(stock) ?? (position.shares ? position.cost.div(position.shares) : zero);
    const change = new Decimal(String(stock.today_live_points?.change_value ?? 0));
    valued.push({ position, stock, price, marketValue: price.mul(position.shares), daily: change.mul(position.shares) });
  }
  valued.sort((a, b) => b.marketValue.cmp(a.marketValue) || a.stock.symbol_code.localeCompare(b.stock.symbol_code));

  const totalCost = sum(valued.map((v) => v.position.cost));
  const totalMarket = sum(valued.map((v) => v.marketValue));
  const totalPl = totalMarket.sub(totalCost);
  const totalDaily = sum(valued.map((v) => v.daily));
  const realized = sum(positions.map((p) => p.realized));
  const weights = allocatePercents(valued.map((v) => v.marketValue));

  const holdings: Holding[] = valued.map((v, i) => {
    const { position, stock, price, marketValue } = v;
    const pl = marketValue.sub(position.cost);
    const tp = stock.today_points;
    const eps = tp?.basic_earnings_per_share_ttm ?? null;
    const bvps = tp?.book_value_per_share_ttm ?? null;
    const facts = dividends.get(stock.guid);
    const paid = facts?.hasDividends ? facts : undefined;
    return {
      stock: toPortfolioStock(stock),
      stock_guid: stock.guid,
      total_shares_per_stock: position.shares,
      avg_cost_per_share: num(position.cost.div(position.shares)),
      total_cost_per_stock: sar(position.cost),
      stock_price: num(price),
      stock_close: num(price),
      stock_change_value: stock.today_live_points?.change_value ?? 0,
      stock_change_ratio: stock.today_live_points?.change_ratio ?? 0,
      stock_return_last_week: orNull(tp?.return_last_week),
      stock_return_last_month: orNull(tp?.return_last_month),
      market_value: sar(marketValue),
      profit_loss: sar(pl),
      profit_loss_ratio: percentOf(pl, position.cost).toNumber(),
      realized_profit_loss: sar(position.realized),
      daily_profit_loss: sar(v.daily),
      weight: weights[i]!.toNumber(),
      return_on_portfolio: percentOf(pl, totalCost).toNumber(),
      announcement_guid: null,
      dividends: nextDividend(paid, position.shares),
      financial: {
        // Millions of SAR, as the statements show it; both from the stored indicators of the last twelve months.
        total_equity: facts?.totalEquity ? Number(facts.totalEquity) : null,
        dividend_yield: paid ? percentOf(new Decimal(paid.annual), price).toNumber() : null,
        return_of_equity_percent: facts?.returnOnEquity ? Number(facts.returnOnEquity) : null,
        total_annual_dividend_paid: paid ? new Decimal(paid.annual).toNumber() : null,
        book_value: bvps,
        value_price_to_book_ratio: orNull(tp?.daily_price_to_book_value),
        price_to_earnings: orNull(tp?.daily_price_to_earnings),
        basic_earnings_per_share: eps,
      },
    };
  });

  const totals: OverviewTotals = {
    total_cost: sar(totalCost),
    total_weight: valued.length ? 100 : 0,
    total_change: percentOf(totalDaily, totalMarket.sub(totalDaily)).toNumber(),
    total_shares: valued.reduce((a, v) => a + v.position.shares, 0),
    total_profit_loss: sar(totalPl),
    total_market_value: sar(totalMarket),
    total_profit_loss_ratio: percentOf(totalPl, totalCost).toNumber(),
    total_daily_profit_loss: sar(totalDaily),
    total_return_on_portfolio: percentOf(totalPl, totalCost).toNumber(),
    total_realized_profit_loss: sar(realized),
  };

  return {
    holdings,
    totals,
    performance: (cash) => ({
      cash_value: sar(cash),
      market_value: sar(totalMarket),
      portfolio_amount: sar(cash.add(totalMarket)),
      profit_loss: sar(totalPl),
      profit_loss_ratio: percentOf(totalPl, totalCost).toNumber(),
      realized_profit_loss: sar(realized),
    }),
    chart: (cash, cashLabel, stocksLabel) => {
      const sectors = new Map<string, { key: string; label: string; value: Decimal }>();
      for (const v of valued) {
        const s = sectors.get(v.stock.sector.guid) ?? { key: v.stock.sector.guid, label: v.stock.sector.name, value: zero };
        sectors.set(s.key, { ...s, value: s.value.add(v.marketValue) });
      }
      return {
        general: slices([
          { key: 'cash', label: cashLabel, value: cash },
          { key: 'stocks', label: stocksLabel, value: totalMarket },
        ]),
        stocks: slices(valued.map((v) => ({ key: v.stock.guid, label: v.stock.short_name, value: v.marketValue }))),
        sectors: slices([...sectors.values()]),
      };
    },
  };
}
