import { add, divPositive, neg, type Maybe } from './exact.ts';
import { growth, indicator, on, type Formula, type FormulaContext, type Indicator, type Texts } from './formula.ts';

/** Cooperative insurers' measures, from premiums, claims and reserves. */

const insurer = (key: string, texts: Texts, f: Formula, group: Indicator['group'] = 'ratios'): Indicator =>
  indicator(key, group, 'percent', texts, on(['insurance'], f));

/** A cost of the period (stored negative) over net earned premiums. */
const ofPremiums = (x: FormulaContext, cost: Maybe): Maybe => divPositive(neg(cost), x.is('net_earned_premiums'));
const expenses = (x: FormulaContext): Maybe => add(x.is('policy_acquisition_costs'), x.is('operating_and_administrative_expenses'));

export const INSURANCE_INDICATORS: readonly Indicator[] = [
  insurer(
    'loss_ratio',
    {
      ar: 'معدل الخسارة',
      en: 'Loss ratio',
      helpAr: 'ما يدفعه المؤمن من مطالبات عن كل ريال أقساط مكتسبة. يحسب: صافي المطالبات المتكبدة ÷ صافي الأقساط المكتسبة × 100.',
      helpEn: 'Claims the insurer bears for each riyal of premium earned. Net claims incurred ÷ net earned premiums × 100.',
    },
    (x) => ofPremiums(x, x.is('net_claims_incurred')),
  ),
  insurer(
    'expense_ratio',
    {
      ar: 'معدل المصاريف',
      en: 'Expense ratio',
      helpAr:
        'تكاليف اكتتاب الوثائق والمصاريف العمومية والإدارية عن كل ريال أقساط مكتسبة. يحسب: (تكاليف الاكتتاب + المصاريف العمومية والإدارية) ÷ صافي الأقساط المكتسبة × 100.',
      helpEn:
        'Policy acquisition costs and general and administrative expenses per riyal of premium earned. (Acquisition costs + G&A) ÷ net earned premiums × 100.',
    },
    (x) => ofPremiums(x, expenses(x)),
  ),
  insurer(
    'combined_ratio',
    {
      ar: 'النسبة المجمعة',
      en: 'Combined ratio',
      helpAr: 'المطالبات والمصاريف معاً عن كل ريال أقساط مكتسبة؛ أقل من 100 يعني ربحاً من الاكتتاب. يحسب: معدل الخسارة + معدل المصاريف.',
      helpEn:
        'Claims and expenses together per riyal of premium earned; under 100 means an underwriting profit. Loss ratio + expense ratio.',
    },
    (x) => ofPremiums(x, add(x.is('net_claims_incurred'), expenses(x))),
  ),
  insurer(
    'retention_ratio',
    {
      ar: 'معدل الاحتفاظ',
      en: 'Retention ratio',
      helpAr:
        'الجزء من الأقساط المكتتبة الذي يحتفظ به المؤمن دون إسناده لمعيدي التأمين. يحسب: صافي الأقساط المكتتبة ÷ إجمالي الأقساط المكتتبة × 100.',
      helpEn:
        'The part of written premiums the insurer keeps rather than cedes to reinsurers. Net written premiums ÷ gross written premiums × 100.',
    },
    (x) => divPositive(x.is('net_written_premiums'), x.is('gross_written_premiums')),
  ),
  insurer(
    'underwriting_margin',
    {
      ar: 'هامش الاكتتاب',
      en: 'Underwriting margin',
      helpAr: 'نتيجة الاكتتاب عن كل ريال أقساط مكتسبة. يحسب: صافي نتيجة الاكتتاب ÷ صافي الأقساط المكتسبة × 100.',
      helpEn: 'Underwriting result per riyal of premium earned. Net underwriting income ÷ net earned premiums × 100.',
    },
    (x) => divPositive(x.is('net_underwriting_income'), x.is('net_earned_premiums')),
  ),
  insurer(
    'investment_yield',
    {
      ar: 'عائد الاستثمار',
      en: 'Investment yield',
      helpAr:
        'دخل استثمارات حملة الوثائق والمساهمين في سنة على الاستثمارات والودائع لأجل. يحسب: دخل الاستثمارات لآخر 12 شهراً ÷ (الاستثمارات + الودائع لأجل) × 100.',
      helpEn:
        "A year's investment income of policyholders and shareholders on investments and term deposits. Trailing twelve months' investment income ÷ (investments + term deposits) × 100.",
    },
    (x) =>
      divPositive(
        add(x.ttm.is('policyholders_investment_income'), x.ttm.is('shareholders_investment_income')),
        add(x.bs('investments'), x.bs('term_deposits')),
      ),
  ),
  insurer(
    'technical_reserves_to_equity',
    {
      ar: 'الاحتياطيات الفنية إلى حقوق الملكية',
      en: 'Technical reserves to equity',
      helpAr: 'التزامات المؤمن تجاه حملة الوثائق مقارنة بأموال المساهمين. يحسب: الاحتياطيات الفنية ÷ إجمالي حقوق الملكية × 100.',
      helpEn: "What the insurer owes policyholders set against the shareholders' money. Technical reserves ÷ total equity × 100.",
    },
    (x) => divPositive(x.bs('technical_reserves'), x.bs('total_equity')),
  ),
  insurer(
    'gross_written_premiums_growth',
    {
      ar: 'نمو إجمالي الأقساط المكتتبة',
      en: 'Gross written premiums growth',
      helpAr: 'تغير إجمالي الأقساط المكتتبة عن الفترة نفسها من السنة السابقة × 100.',
      helpEn: 'Change in gross written premiums from the same period a year before, × 100.',
    },
    growth((x) => x.is('gross_written_premiums')),
    'growth_ratios',
  ),
];
