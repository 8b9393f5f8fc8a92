import Decimal from 'decimal.js';
import type { PortfolioZakat, ZakatQuery } from '@sahm/contracts/portfolio-income';
import type { StockListItem } from '@sahm/contracts/stocks';
import {
  companyZakatPerShare,
  halalas,
  netZakatablePerShare,
  NISAB_GOLD_GRAMS,
  nisabValue,
  ZAKAT_PERCENT,
  zakatOn,
  zakatRate,
  type StatementFamily,
} from '../../domain/faith/zakat.ts';
import { sar, toPortfolioStock } from '../portfolios/index.ts';
import type { CompanyFiguresRow } from './queries.ts';

const families: readonly string[] = ['ordinary', 'bank', 'insurance', 'reit'] satisfies StatementFamily[];
const HAWL_DAYS = { lunar: 354, gregorian: 365 } as const;
/** Up to six decimals, trailing zeros dropped, as perShareSchema writes it. */
const perShare = (d: Decimal) => d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();

export type ZakatInput = {
  query: ZakatQuery & { date: string };
  /** Shares held at the end of the date, by stock id. */
  held: ReadonlyMap<string, number>;
  stocks: ReadonlyMap<string, StockListItem>;
  /** Market price per share on the date (trading). */
  prices: ReadonlyMap<string, Decimal>;
  /** The company's figures on the date (investment_net_assets, company_paid). */
  figures: ReadonlyMap<string, CompanyFiguresRow>;
  cash: string;
};

type Row = Pick<PortfolioZakat['holdings'][number], 'zakatable' | 'per_share' | 'source_period' | 'zakat' | 'settled_by_company'>;

/** One holding's base and zakat under the chosen method, from the figures already read. */
function holdingZakat(input: ZakatInput, stockId: string, shares: number): Row {
  const { method, calendar } = input.query;
  const none = { zakatable: '0.00', zakat: '0.00', settled_by_company: false };
  if (method === 'trading') {
    const price = input.prices.get(stockId);
    if (!price) return { ...none, per_share: null, source_period: null };
    const z = zakatOn(shares, price, calendar);
    return { ...none, zakatable: sar(z.zakatable), zakat: sar(z.zakat), per_share: perShare(price), source_period: input.query.date };
  }
  const f = input.figures.get(stockId);
  if (method === 'company_paid') {
    const paid = companyZakatPerShare(f?.zakatPaid ?? undefined, f?.sharesOutstanding ?? 0);
    return { ...none, settled_by_company: true, per_share: paid && perShare(paid), source_period: paid ? f!.cashFlowPeriod : null };
  }
  const family = f?.family;
  const net =
    f?.balanceSheet && family && families.includes(family)
      ? netZakatablePerShare(family as StatementFamily, f.balanceSheet, f.sharesOutstanding)
      : null;
  if (!net) return { ...none, per_share: null, source_period: null };
  const z = zakatOn(shares, net, calendar);
  return { ...none, zakatable: sar(z.zakatable), zakat: sar(z.zakat), per_share: perShare(net), source_period: f!.balancePeriod };
}

/**
 * A portfolio's zakat on a date: each holding by the method, then the cash at the same rate, and
 * the nisab (85 g of gold) against the total base. Holdings without the figure the method needs
 * (no price, no statements) count zero and show a null per-share figure. Listed by symbol.
 */
export function zakatOf(input: ZakatInput): PortfolioZakat {
  const { method, calendar, date } = input.query;
  const holdings = [...input.held]
    .flatMap(([id, shares]) => {
      const stock = input.stocks.get(id);
      return stock ? [{ stock: toPortfolioStock(stock), shares, ...holdingZakat(input, id, shares) }] : [];
    })
    .sort((a, b) => a.stock.symbol_code.localeCompare(b.stock.symbol_code));
  const sum = (xs: string[]) => xs.reduce((a, x) => a.add(x), new Decimal(0));
  const holdingsBase = sum(holdings.map((h) => h.zakatable));
  const holdingsZakat = sum(holdings.map((h) => h.zakat));
  const cash = halalas(Decimal.max(new Decimal(input.cash), 0));
  const cashZakat = halalas(cash.mul(zakatRate(calendar)));
  const totalBase = holdingsBase.add(cash);
  const nisab = nisabValue(input.query.gold_price);
  return {
    method,
    date,
    calendar,
    rate: ZAKAT_PERCENT[calendar],
    hawl_days: HAWL_DAYS[calendar],
    holdings,
    holdings_zakat: sar(holdingsZakat),
    cash: sar(cash),
    cash_zakat: sar(cashZakat),
    total_zakatable: sar(totalBase),
    total_zakat: sar(holdingsZakat.add(cashZakat)),
    nisab: {
      gold_grams: NISAB_GOLD_GRAMS,
      gold_price: input.query.gold_price ?? null,
      value: nisab && sar(nisab),
      reached: nisab && totalBase.gte(nisab),
    },
  };
}
