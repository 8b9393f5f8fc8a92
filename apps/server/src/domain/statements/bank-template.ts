import { cashFlowSections, equityAndTotal, holderFlows, incomeTail, ITEM, totalAssets, totalLiabilities } from './common-items.ts';
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
      ITEM.generalAndAdministrative,
      li('credit_loss_charge', 'مخصص خسائر الائتمان المتوقعة', 'Impairment charge for expected credit losses'),
    ]),
    ...incomeTail(['total_operating_income', 'total_operating_expenses'], { units: false, nci: false }),
  ],
  balance_sheet: [
    totalAssets([
      li('cash_and_balances_with_sama', 'النقد والأرصدة لدى البنك المركزي السعودي', 'Cash and balances with SAMA', [
        ITEM.cash,
        li('statutory_deposit_with_sama', 'الوديعة النظامية لدى البنك المركزي السعودي', 'Statutory deposit with SAMA'),
      ]),
      li('due_from_banks', 'أرصدة لدى البنوك والمؤسسات المالية الأخرى', 'Due from banks and other financial institutions'),
      li('investments', 'الاستثمارات، صافي', 'Investments, net'),
      li('loans_and_advances', 'القروض والسلف (التمويل)، صافي', 'Loans and advances (financing), net'),
      ITEM.property,
      ITEM.rightOfUse,
      li('other_assets', 'موجودات أخرى', 'Other assets'),
    ]),
    ...equityAndTotal(
      totalLiabilities([
        li('due_to_banks_and_sama', 'أرصدة للبنوك والبنك المركزي السعودي', 'Due to banks and SAMA'),
        li('customer_deposits', 'ودائع العملاء', 'Customer deposits'),
        li('debt_securities_issued', 'صكوك وسندات دين مصدرة', 'Sukuk and debt securities issued'),
        ITEM.leaseLiabilities,
        li('other_liabilities', 'مطلوبات أخرى', 'Other liabilities'),
        ITEM.zakatPayable,
      ]),
      { units: false, nci: false, statutory: true, treasury: true },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      li('credit_loss_charge', 'مخصص خسائر الائتمان المتوقعة', 'Impairment charge for expected credit losses'),
      li('net_change_in_loans_and_advances', 'صافي التغير في القروض والسلف', 'Net change in loans and advances'),
      li('net_change_in_customer_deposits', 'صافي التغير في ودائع العملاء', 'Net change in customer deposits'),
      li(
        'net_change_in_other_operating_items',
        'صافي التغير في الموجودات والمطلوبات التشغيلية الأخرى',
        'Net change in other operating assets and liabilities',
      ),
      ITEM.cfZakatPaid,
    ],
    [ITEM.netChangeInInvestments, ITEM.purchaseOfProperty],
    [
      li('net_change_in_debt_securities', 'صافي التغير في الصكوك المصدرة', 'Net change in sukuk and debt securities'),
      ITEM.leasePayments,
      ...holderFlows(false),
    ],
  ),
});
