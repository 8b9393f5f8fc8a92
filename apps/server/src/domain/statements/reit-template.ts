import { cashFlowSections, equityAndTotal, holderFlows, incomeTail, ITEM, totalAssets, totalLiabilities } from './common-items.ts';
import { li, subtotal, templates } from './line-items.ts';

/**
 * REITs and closed-end real-estate funds: rental income from investment properties carried at
 * cost less depreciation and impairment, unitholders in place of shareholders, no zakat of their
 * own (unitholders pay it).
 */
export const REIT_TEMPLATES = templates({
  income_statement: [
    li('rental_income', 'إيرادات الإيجار', 'Rental income'),
    li('operating_expenses', 'المصاريف التشغيلية', 'Operating expenses', [
      li('property_operating_expenses', 'مصاريف تشغيل العقارات', 'Property operating expenses'),
      li('fund_management_fees', 'أتعاب إدارة الصندوق', 'Fund management fees'),
      li('other_operating_expenses', 'مصاريف أخرى', 'Other expenses'),
    ]),
    li('depreciation_of_investment_properties', 'استهلاك الاستثمارات العقارية', 'Depreciation of investment properties'),
    li(
      'impairment_of_investment_properties',
      '(الانخفاض) عكس الانخفاض في قيمة الاستثمارات العقارية',
      '(Impairment) reversal on investment properties',
    ),
    subtotal('operating_income', 'الربح التشغيلي', 'Operating income', [
      'rental_income',
      'operating_expenses',
      'depreciation_of_investment_properties',
      'impairment_of_investment_properties',
    ]),
    ITEM.financeCosts,
    li('murabaha_income', 'دخل ودائع المرابحة', 'Murabaha deposits income'),
    ...incomeTail(['operating_income', 'finance_costs', 'murabaha_income'], { units: true, nci: false }),
  ],
  balance_sheet: [
    totalAssets([
      ITEM.cash,
      li('murabaha_deposits', 'ودائع مرابحة', 'Murabaha deposits'),
      li('rent_receivables', 'ذمم إيجارات مدينة', 'Rent receivables'),
      ITEM.prepayments,
      li('investment_properties', 'الاستثمارات العقارية، صافي', 'Investment properties, net'),
    ]),
    ...equityAndTotal(
      totalLiabilities([
        li('borrowings', 'تسهيلات تمويلية', 'Borrowings'),
        li('unearned_rental_income', 'إيرادات إيجار غير مكتسبة', 'Unearned rental income'),
        ITEM.accrued,
      ]),
      { units: true, nci: false, statutory: false, treasury: false },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      li(
        'impairment_of_investment_properties',
        'الانخفاض (عكس الانخفاض) في قيمة الاستثمارات العقارية',
        'Impairment (reversal) on investment properties',
      ),
      ITEM.workingCapital,
    ],
    [
      li('purchase_of_investment_properties', 'شراء استثمارات عقارية', 'Purchase of investment properties'),
      li('net_change_in_investments', 'صافي التغير في ودائع المرابحة', 'Net change in murabaha deposits'),
    ],
    [li('net_change_in_borrowings', 'صافي التغير في التسهيلات', 'Net change in borrowings'), ...holderFlows(true)],
  ),
});
