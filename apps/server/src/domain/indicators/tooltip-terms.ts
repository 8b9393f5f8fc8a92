import type { HelpText } from '@sahm/contracts/indicators';
import { INDICATORS, indicatorByKey } from './catalogue.ts';

/**
 * Help texts (`GET /tooltip/`): every indicator's, and the terms the spec names for the stock
 * page's tooltips. A named term that is an indicator uses the indicator's text, so the two never
 * drift apart; "income" is a term of the statements, not an indicator, and has its own.
 */

const INCOME: HelpText = {
  key: 'income',
  label_ar: 'الدخل',
  label_en: 'Income',
  help_ar: 'قائمة الدخل: ما حققته الشركة من إيرادات خلال الفترة وما تحملته من تكاليف ومصاريف وزكاة، وصولاً إلى صافي الربح أو الخسارة.',
  help_en:
    'The income statement: what the company earned in the period and the costs, expenses and zakat it bore, down to its net profit or loss.',
};

/** The spec's named tooltip terms, in its order, by the indicator that carries each one's text. */
export const NAMED_TERMS = [
  'income',
  'revenue_growth',
  'gross_profit',
  'book_value',
  'price_to_earnings',
  'value_price_to_book_ratio',
  'market_capitalization',
  'beta',
  'basic_earnings_per_share',
  'operating_income',
  'net_income',
  'zakat_and_tax',
] as const;

const helpOf = (key: string): HelpText => {
  if (key === INCOME.key) return INCOME;
  const i = indicatorByKey(key);
  if (!i) throw new Error(`no indicator ${key} for a named help term`);
  return { key: i.key, label_ar: i.label_ar, label_en: i.label_en, help_ar: i.help_ar, help_en: i.help_en };
};

export const NAMED_TERM_HELP: readonly HelpText[] = NAMED_TERMS.map(helpOf);

/** Every help text: the named terms first, then the rest of the catalogue. */
export const HELP_TEXTS: readonly HelpText[] = [
  ...NAMED_TERM_HELP,
  ...INDICATORS.filter((i) => !(NAMED_TERMS as readonly string[]).includes(i.key)).map((i) => helpOf(i.key)),
];
