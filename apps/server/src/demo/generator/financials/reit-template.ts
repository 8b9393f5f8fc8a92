import { cashFlowSections, cfDepreciation, cfDividends, cfProfit, cfShareIssue, equityAndTotal, incomeTail, KEY } from './common-items.ts';
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
    li('finance_costs', 'تكاليف التمويل', 'Finance costs'),
    li('murabaha_income', 'دخل ودائع المرابحة', 'Murabaha deposits income'),
    ...incomeTail(['operating_income', 'finance_costs', 'murabaha_income'], { units: true, nci: false }),
  ],
  balance_sheet: [
    li('total_assets', 'إجمالي الموجودات', 'Total assets', [
      li(KEY.cash, 'النقد وما في حكمه', 'Cash and cash equivalents'),
      li('murabaha_deposits', 'ودائع مرابحة', 'Murabaha deposits'),
      li('rent_receivables', 'ذمم إيجارات مدينة', 'Rent receivables'),
      li('prepayments_and_other_receivables', 'المدفوعات المقدمة والذمم المدينة الأخرى', 'Prepayments and other receivables'),
      li('investment_properties', 'الاستثمارات العقارية، صافي', 'Investment properties, net'),
    ]),
    ...equityAndTotal(
      li('total_liabilities', 'إجمالي المطلوبات', 'Total liabilities', [
        li('borrowings', 'تسهيلات تمويلية', 'Borrowings'),
        li('unearned_rental_income', 'إيرادات إيجار غير مكتسبة', 'Unearned rental income'),
        li('accrued_and_other_liabilities', 'المصاريف المستحقة والمطلوبات الأخرى', 'Accrued expenses and other liabilities'),
      ]),
      { units: true, nci: false, statutory: false, treasury: false },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      cfProfit,
      cfDepreciation,
      li(
        'impairment_of_investment_properties',
        'الانخفاض (عكس الانخفاض) في قيمة الاستثمارات العقارية',
        'Impairment (reversal) on investment properties',
      ),
      li('changes_in_working_capital', 'التغيرات في رأس المال العامل', 'Changes in working capital'),
    ],
    [
      li('purchase_of_investment_properties', 'شراء استثمارات عقارية', 'Purchase of investment properties'),
      li('net_change_in_investments', 'صافي التغير في ودائع المرابحة', 'Net change in murabaha deposits'),
    ],
    [cfShareIssue(true), li('net_change_in_borrowings', 'صافي التغير في التسهيلات', 'Net change in borrowings'), cfDividends(true)],
  ),
});
