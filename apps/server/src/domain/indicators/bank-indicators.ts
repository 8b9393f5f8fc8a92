import { add, divPositive, neg, sub } from './exact.ts';
import { growth, indicator, on, type Formula, type Indicator, type Texts } from './formula.ts';

/**
 * Banks' own measures, on the Saudi banks' presentation (special commission for interest,
 * financing for loans). The template has no non-performing loans line, so the cost of risk (the
 * year's credit-loss charge over the loan book) stands in as the credit-quality measure.
 */

const bank = (key: string, texts: Texts, f: Formula, group: Indicator['group'] = 'ratios'): Indicator =>
  indicator(key, group, 'percent', texts, on(['bank'], f));

export const BANK_INDICATORS: readonly Indicator[] = [
  bank(
    'net_special_commission_margin',
    {
      ar: 'صافي هامش العمولات الخاصة',
      en: 'Net special commission margin',
      helpAr:
        'ما يربحه البنك من الفرق بين عمولات التمويل والاستثمار وعمولات الودائع على كل ريال من الأصول المدرة للعمولات. يحسب: صافي دخل العمولات الخاصة لآخر 12 شهراً ÷ (القروض والسلف + الاستثمارات + الأرصدة لدى البنوك) × 100.',
      helpEn:
        "What the bank earns between the commission on its financing and investments and what it pays on deposits, per riyal of earning assets. Trailing twelve months' net special commission income ÷ (loans + investments + due from banks) × 100.",
    },
    (x) =>
      divPositive(x.ttm.is('net_special_commission_income'), add(x.bs('loans_and_advances'), x.bs('investments'), x.bs('due_from_banks'))),
  ),
  bank(
    'loans_to_deposits',
    {
      ar: 'نسبة القروض إلى الودائع',
      en: 'Loans to deposits',
      helpAr: 'الجزء من ودائع العملاء الذي أقرضه البنك، ويقيس سيولته وحدود نموه. يحسب: القروض والسلف ÷ ودائع العملاء × 100.',
      helpEn:
        "How much of its customers' deposits the bank has lent: a measure of liquidity and room to grow. Loans and advances ÷ customer deposits × 100.",
    },
    (x) => divPositive(x.bs('loans_and_advances'), x.bs('customer_deposits')),
  ),
  bank(
    'cost_to_income',
    {
      ar: 'نسبة التكلفة إلى الدخل',
      en: 'Cost to income',
      helpAr:
        'ما ينفقه البنك على تشغيله من كل ريال دخل، وكلما قلت كان أكفأ. يحسب: (مصاريف العمليات دون مخصص خسائر الائتمان) ÷ إجمالي دخل العمليات × 100.',
      helpEn:
        'What the bank spends on running itself per riyal of income; lower is more efficient. Operating expenses before credit-loss charges ÷ total operating income × 100.',
    },
    (x) => divPositive(neg(sub(x.is('total_operating_expenses'), x.is('credit_loss_charge'))), x.is('total_operating_income')),
  ),
  bank(
    'cost_of_risk',
    {
      ar: 'تكلفة المخاطر',
      en: 'Cost of risk',
      helpAr:
        'مخصص خسائر الائتمان في السنة كنسبة من محفظة القروض، ويعكس جودة الإقراض. يحسب: مخصص خسائر الائتمان المتوقعة لآخر 12 شهراً ÷ القروض والسلف × 100.',
      helpEn:
        "The year's credit-loss charge as a share of the loan book, a sign of lending quality. Trailing twelve months' expected credit-loss charge ÷ loans and advances × 100.",
    },
    (x) => divPositive(neg(x.ttm.is('credit_loss_charge')), x.bs('loans_and_advances')),
  ),
  bank(
    'fee_income_ratio',
    {
      ar: 'نسبة دخل الأتعاب والعمولات',
      en: 'Fee income ratio',
      helpAr:
        'حصة الأتعاب والعمولات البنكية من دخل العمليات، أي تنوع الدخل بعيداً عن الإقراض. يحسب: صافي دخل الأتعاب والعمولات ÷ إجمالي دخل العمليات × 100.',
      helpEn:
        'The part of operating income from fees and commissions: how far income reaches beyond lending. Net fee and commission income ÷ total operating income × 100.',
    },
    (x) => divPositive(x.is('net_fee_and_commission_income'), x.is('total_operating_income')),
  ),
  bank(
    'loans_to_assets',
    {
      ar: 'القروض إلى الأصول',
      en: 'Loans to assets',
      helpAr: 'نسبة موجودات البنك الموظفة في القروض والسلف. يحسب: القروض والسلف ÷ إجمالي الموجودات × 100.',
      helpEn: "The share of the bank's assets lent out. Loans and advances ÷ total assets × 100.",
    },
    (x) => divPositive(x.bs('loans_and_advances'), x.bs('total_assets')),
  ),
  bank(
    'liquid_assets_to_deposits',
    {
      ar: 'الأصول السائلة إلى الودائع',
      en: 'Liquid assets to deposits',
      helpAr:
        'ما يحتفظ به البنك من نقد وأرصدة لدى البنك المركزي والبنوك مقابل ودائع العملاء. يحسب: (النقد والأرصدة لدى البنك المركزي + الأرصدة لدى البنوك) ÷ ودائع العملاء × 100.',
      helpEn:
        'Cash and balances with SAMA and other banks held against customer deposits. (Cash and balances with SAMA + due from banks) ÷ customer deposits × 100.',
    },
    (x) => divPositive(add(x.bs('cash_and_balances_with_sama'), x.bs('due_from_banks')), x.bs('customer_deposits')),
  ),
  bank(
    'loans_growth',
    {
      ar: 'نمو القروض',
      en: 'Loans growth',
      helpAr: 'تغير محفظة القروض والسلف عن نهاية الفترة نفسها من السنة السابقة × 100.',
      helpEn: 'Change in loans and advances from the same period end a year before, × 100.',
    },
    growth((x) => x.bs('loans_and_advances')),
    'growth_ratios',
  ),
  bank(
    'deposits_growth',
    {
      ar: 'نمو الودائع',
      en: 'Deposits growth',
      helpAr: 'تغير ودائع العملاء عن نهاية الفترة نفسها من السنة السابقة × 100.',
      helpEn: 'Change in customer deposits from the same period end a year before, × 100.',
    },
    growth((x) => x.bs('customer_deposits')),
    'growth_ratios',
  ),
];
