import Decimal from 'decimal.js';

/**
 * Zakat on shares, by the three methods the user may follow (AAOIFI Shariah Standard 35 and the
 * common fatwas), on figures the caller has already read. Pure, so the property tests drive it.
 *
 * - trading: shares bought to sell are trade goods: zakat on their market value.
 * - investment_net_assets: shares held for income: zakat on the shares' part of what the company
 *   holds that is itself zakatable (cash, short-term investments, receivables, inventory) less what
 *   it owes in the short term, per share, never below zero.
 * - company_paid: the company pays zakat to the authority (ZATCA) on its shareholders' behalf, so
 *   the holder owes nothing more on the shares.
 *
 * The rate is 2.5 % on a lunar (hijri) year; on a Gregorian year, eleven days longer, it is
 * 2.5 × 365.25 ÷ 354.37 ≈ 2.577 %, the figure Saudi zakat rules use.
 */

export type ZakatCalendar = 'lunar' | 'gregorian';
export type StatementFamily = 'ordinary' | 'bank' | 'insurance' | 'reit';

export const ZAKAT_PERCENT: Record<ZakatCalendar, string> = { lunar: '2.5', gregorian: '2.577' };
export const NISAB_GOLD_GRAMS = 85;

export const zakatRate = (calendar: ZakatCalendar): Decimal => new Decimal(ZAKAT_PERCENT[calendar]).div(100);

/**
 * The balance-sheet items counted per family: what is added and what is taken off. Only ordinary
 * companies present a current / non-current split; banks, insurers and REITs list assets and
 * liabilities by liquidity, so for them the liquid and receivable assets are counted against all
 * liabilities (the cautious reading: nothing owed is left out).
 */
export const ZAKATABLE_ITEMS: Record<StatementFamily, { add: readonly string[]; less: readonly string[] }> = {
  ordinary: {
    add: ['cash_and_cash_equivalents', 'short_term_investments', 'trade_receivables', 'inventories'],
    less: ['current_liabilities'],
  },
  bank: {
    add: ['cash_and_cash_equivalents', 'due_from_banks', 'investments', 'loans_and_advances'],
    less: ['total_liabilities'],
  },
  insurance: {
    add: ['cash_and_cash_equivalents', 'term_deposits', 'investments', 'premiums_receivable'],
    less: ['total_liabilities'],
  },
  reit: {
    add: ['cash_and_cash_equivalents', 'murabaha_deposits', 'rent_receivables'],
    less: ['total_liabilities'],
  },
};

/** Statement figures are whole thousands of SAR. */
const THOUSAND = 1000;

/**
 * Net zakatable assets per share, in SAR, never below zero: (Σ add − Σ less) × 1000 ÷ shares
 * outstanding. A missing item counts as zero; no shares outstanding gives null.
 */
export function netZakatablePerShare(
  family: StatementFamily,
  balanceSheet: Readonly<Record<string, number | undefined>>,
  sharesOutstanding: number,
): Decimal | null {
  if (!(sharesOutstanding > 0)) return null;
  const items = ZAKATABLE_ITEMS[family];
  const total = (keys: readonly string[]) => keys.reduce((a, k) => a.add(balanceSheet[k] ?? 0), new Decimal(0));
  const net = total(items.add).sub(total(items.less)).mul(THOUSAND).div(sharesOutstanding);
  return Decimal.max(net, 0);
}

/** The company's zakat (and income tax) paid in a year, per share: the cash-flow item, as a positive SAR figure. */
export function companyZakatPerShare(zakatPaidThousands: number | undefined, sharesOutstanding: number): Decimal | null {
  if (zakatPaidThousands === undefined || !(sharesOutstanding > 0)) return null;
  return new Decimal(zakatPaidThousands).abs().mul(THOUSAND).div(sharesOutstanding);
}

const halalas = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A holding's zakatable base (rounded to the halala) and its zakat (rate × base, rounded to the halala). */
export function zakatOn(shares: number, perShare: Decimal, calendar: ZakatCalendar): { zakatable: Decimal; zakat: Decimal } {
  const zakatable = halalas(perShare.mul(shares));
  return { zakatable, zakat: halalas(zakatable.mul(zakatRate(calendar))) };
}

/** The nisab in SAR: 85 g of gold at `goldPrice` SAR per gram; null without a price. */
export const nisabValue = (goldPrice: string | undefined): Decimal | null =>
  goldPrice === undefined ? null : halalas(new Decimal(goldPrice).mul(NISAB_GOLD_GRAMS));

export { halalas };
