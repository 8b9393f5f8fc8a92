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
import { li, templates } from './line-items.ts';

/** Banks: the presentation of Saudi banks' statements (special commission for interest, financing for loans). */
export const BANK_TEMPLATES = templates({
  income_statement: [
    li('total_operating_income', 'إجمالي دخل العمليات', 'Total operating income', [
      li('net_special_commission_income', 'صافي دخل العمولات الخاصة', 'Net special commission income', [
        li('special_commission_income', 'دخل العمولات الخاصة', 'Special commission income'),
        li('special_commission_expense', 'مصاريف العمولات الخاصة', 'Special commission expense'),
      ]),
      li('net_fee_and_commission_income', 'صافي دخل الأتعاب والعمولات', 'Net fee and commission income'),
      li('exchange_income', 'دخل تحويل العملات الأجنبية', 'Exchange income'),
      li('other_operating_income', 'دخل العمليات الأخرى', 'Other operating income'),
    ]),
    li('total_operating_expenses', 'إجمالي مصاريف العمليات', 'Total operating expenses', [
      li('salaries_and_employee_benefits', 'رواتب ومزايا الموظفين', 'Salaries and employee benefits'),
      li('depreciation_and_amortisation_expense', 'الاستهلاك والإطفاء', 'Depreciation and amortisation'),
      li('general_and_administrative_expenses', 'المصاريف العمومية والإدارية', 'General and administrative expenses'),
      li('credit_loss_charge', 'مخصص خسائر الائتمان المتوقعة', 'Impairment charge for expected credit losses'),
    ]),
    ...incomeTail(['total_operating_income', 'total_operating_expenses'], { units: false, nci: false }),
  ],
  balance_sheet: [
    li('total_assets', 'إجمالي الموجودات', 'Total assets', [
      li('cash_and_balances_with_sama', 'النقد والأرصدة لدى البنك المركزي السعودي', 'Cash and balances with SAMA', [
        li(KEY.cash, 'النقد وما في حكمه', 'Cash and cash equivalents'),
        li('statutory_deposit_with_sama', 'الوديعة النظامية لدى البنك المركزي السعودي', 'Statutory deposit with SAMA'),
      ]),
      li('due_from_banks', 'أرصدة لدى البنوك والمؤسسات المالية الأخرى', 'Due from banks and other financial institutions'),
      li('investments', 'الاستثمارات، صافي', 'Investments, net'),
      li('loans_and_advances', 'القروض والسلف (التمويل)، صافي', 'Loans and advances (financing), net'),
      li('property_and_equipment', 'الممتلكات والمعدات', 'Property and equipment'),
      li('right_of_use_assets', 'موجودات حق الاستخدام', 'Right-of-use assets'),
      li('other_assets', 'موجودات أخرى', 'Other assets'),
    ]),
    ...equityAndTotal(
      li('total_liabilities', 'إجمالي المطلوبات', 'Total liabilities', [
        li('due_to_banks_and_sama', 'أرصدة للبنوك والبنك المركزي السعودي', 'Due to banks and SAMA'),
        li('customer_deposits', 'ودائع العملاء', 'Customer deposits'),
        li('debt_securities_issued', 'صكوك وسندات دين مصدرة', 'Sukuk and debt securities issued'),
        li('lease_liabilities', 'التزامات عقود الإيجار', 'Lease liabilities'),
        li('other_liabilities', 'مطلوبات أخرى', 'Other liabilities'),
        li(KEY.zakatPayable, 'الزكاة والضريبة المستحقة', 'Zakat and tax payable'),
      ]),
      { units: false, nci: false, statutory: true, treasury: true },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      cfProfit,
      cfDepreciation,
      li('credit_loss_charge', 'مخصص خسائر الائتمان المتوقعة', 'Impairment charge for expected credit losses'),
      li('net_change_in_loans_and_advances', 'صافي التغير في القروض والسلف', 'Net change in loans and advances'),
      li('net_change_in_customer_deposits', 'صافي التغير في ودائع العملاء', 'Net change in customer deposits'),
      li(
        'net_change_in_other_operating_items',
        'صافي التغير في الموجودات والمطلوبات التشغيلية الأخرى',
        'Net change in other operating assets and liabilities',
      ),
      cfZakatPaid,
    ],
    [
      li('net_change_in_investments', 'صافي التغير في الاستثمارات', 'Net change in investments'),
      li('purchase_of_property_and_equipment', 'شراء ممتلكات ومعدات', 'Purchase of property and equipment'),
    ],
    [
      cfShareIssue(false),
      li('net_change_in_debt_securities', 'صافي التغير في الصكوك المصدرة', 'Net change in sukuk and debt securities'),
      li('lease_payments', 'مدفوعات عقود الإيجار', 'Lease payments'),
      cfDividends(false),
    ],
  ),
});
