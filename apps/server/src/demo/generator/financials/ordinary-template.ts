import {
  cashFlowSections,
  cfDepreciation,
  cfDividends,
  cfProfit,
  cfShareIssue,
  cfZakatPaid,
  equityAndTotal,
  incomeTail,
  KEY,
} from './common-items.ts';
import { li, subtotal, templates } from './line-items.ts';

/** Ordinary companies: the IFRS presentation of Saudi listed industrial, trading and service companies. */
export const ORDINARY_TEMPLATES = templates({
  income_statement: [
    li('revenue', 'الإيرادات', 'Revenue'),
    li('cost_of_revenue', 'تكلفة الإيرادات', 'Cost of revenue'),
    subtotal('gross_profit', 'مجمل الربح', 'Gross profit', ['revenue', 'cost_of_revenue']),
    li('operating_expenses', 'المصاريف التشغيلية', 'Operating expenses', [
      li('selling_and_distribution_expenses', 'مصاريف البيع والتوزيع', 'Selling and distribution expenses'),
      li('general_and_administrative_expenses', 'المصاريف العمومية والإدارية', 'General and administrative expenses'),
      li('other_operating_income_expenses', 'إيرادات (مصاريف) تشغيلية أخرى', 'Other operating income (expenses)'),
    ]),
    subtotal('operating_income', 'الربح التشغيلي', 'Operating income', ['gross_profit', 'operating_expenses']),
    li('finance_income', 'إيرادات التمويل', 'Finance income'),
    li('finance_costs', 'تكاليف التمويل', 'Finance costs'),
    ...incomeTail(['operating_income', 'finance_income', 'finance_costs'], { units: false, nci: true }),
  ],
  balance_sheet: [
    li('total_assets', 'إجمالي الموجودات', 'Total assets', [
      li('current_assets', 'الموجودات المتداولة', 'Current assets', [
        li(KEY.cash, 'النقد وما في حكمه', 'Cash and cash equivalents'),
        li('short_term_investments', 'ودائع مرابحة واستثمارات قصيرة الأجل', 'Murabaha deposits and short-term investments'),
        li('trade_receivables', 'الذمم المدينة التجارية', 'Trade receivables'),
        li('inventories', 'المخزون', 'Inventories'),
        li('prepayments_and_other_receivables', 'المدفوعات المقدمة والذمم المدينة الأخرى', 'Prepayments and other receivables'),
      ]),
      li('non_current_assets', 'الموجودات غير المتداولة', 'Non-current assets', [
        li('property_plant_and_equipment', 'الممتلكات والآلات والمعدات', 'Property, plant and equipment'),
        li('right_of_use_assets', 'موجودات حق الاستخدام', 'Right-of-use assets'),
        li('intangible_assets_and_goodwill', 'الموجودات غير الملموسة والشهرة', 'Intangible assets and goodwill'),
        li('long_term_investments', 'استثمارات طويلة الأجل', 'Long-term investments'),
      ]),
    ]),
    ...equityAndTotal(
      li('total_liabilities', 'إجمالي المطلوبات', 'Total liabilities', [
        li('current_liabilities', 'المطلوبات المتداولة', 'Current liabilities', [
          li('short_term_borrowings', 'قروض قصيرة الأجل', 'Short-term borrowings'),
          li('trade_payables', 'الذمم الدائنة التجارية', 'Trade payables'),
          li('accrued_and_other_liabilities', 'المصاريف المستحقة والمطلوبات الأخرى', 'Accrued expenses and other liabilities'),
          li(KEY.zakatPayable, 'الزكاة والضريبة المستحقة', 'Zakat and tax payable'),
        ]),
        li('non_current_liabilities', 'المطلوبات غير المتداولة', 'Non-current liabilities', [
          li('long_term_borrowings', 'قروض طويلة الأجل', 'Long-term borrowings'),
          li('lease_liabilities', 'التزامات عقود الإيجار', 'Lease liabilities'),
          li('employee_end_of_service_benefits', 'مخصص مكافأة نهاية الخدمة للموظفين', 'Employees’ end-of-service benefits'),
        ]),
      ]),
      { units: false, nci: true, statutory: true, treasury: true },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      cfProfit,
      cfDepreciation,
      li('changes_in_working_capital', 'التغيرات في رأس المال العامل', 'Changes in working capital'),
      li('change_in_employee_benefits', 'التغير في مخصص مكافأة نهاية الخدمة', 'Change in end-of-service benefits'),
      cfZakatPaid,
    ],
    [
      li('purchase_of_property_and_equipment', 'شراء ممتلكات وآلات ومعدات', 'Purchase of property, plant and equipment'),
      li('net_change_in_investments', 'صافي التغير في الاستثمارات', 'Net change in investments'),
    ],
    [
      cfShareIssue(false),
      li('net_change_in_borrowings', 'صافي التغير في القروض', 'Net change in borrowings'),
      li('lease_payments', 'مدفوعات عقود الإيجار', 'Lease payments'),
      cfDividends(false),
    ],
  ),
});
