import { cashFlowSections, equityAndTotal, holderFlows, incomeTail, ITEM, totalAssets, totalLiabilities } from './common-items.ts';
import { li, subtotal, templates } from './line-items.ts';

/** Ordinary companies: the IFRS presentation of Saudi listed industrial, trading and service companies. */
export const ORDINARY_TEMPLATES = templates({
  income_statement: [
    li('revenue', 'الإيرادات', 'Revenue'),
    li('cost_of_revenue', 'تكلفة الإيرادات', 'Cost of revenue'),
    subtotal('gross_profit', 'مجمل الربح', 'Gross profit', ['revenue', 'cost_of_revenue']),
    li('operating_expenses', 'المصاريف التشغيلية', 'Operating expenses', [
      li('selling_and_distribution_expenses', 'مصاريف البيع والتوزيع', 'Selling and distribution expenses'),
      ITEM.generalAndAdministrative,
      li('other_operating_income_expenses', 'إيرادات (مصاريف) تشغيلية أخرى', 'Other operating income (expenses)'),
    ]),
    subtotal('operating_income', 'الربح التشغيلي', 'Operating income', ['gross_profit', 'operating_expenses']),
    li('finance_income', 'إيرادات التمويل', 'Finance income'),
    ITEM.financeCosts,
    ...incomeTail(['operating_income', 'finance_income', 'finance_costs'], { units: false, nci: true }),
  ],
  balance_sheet: [
    totalAssets([
      li('current_assets', 'الموجودات المتداولة', 'Current assets', [
        ITEM.cash,
        li('short_term_investments', 'ودائع مرابحة واستثمارات قصيرة الأجل', 'Murabaha deposits and short-term investments'),
        li('trade_receivables', 'الذمم المدينة التجارية', 'Trade receivables'),
        li('inventories', 'المخزون', 'Inventories'),
        ITEM.prepayments,
      ]),
      li('non_current_assets', 'الموجودات غير المتداولة', 'Non-current assets', [
        li('property_plant_and_equipment', 'الممتلكات والآلات والمعدات', 'Property, plant and equipment'),
        ITEM.rightOfUse,
        li('intangible_assets_and_goodwill', 'الموجودات غير الملموسة والشهرة', 'Intangible assets and goodwill'),
        li('long_term_investments', 'استثمارات طويلة الأجل', 'Long-term investments'),
      ]),
    ]),
    ...equityAndTotal(
      totalLiabilities([
        li('current_liabilities', 'المطلوبات المتداولة', 'Current liabilities', [
          li('short_term_borrowings', 'قروض قصيرة الأجل', 'Short-term borrowings'),
          li('trade_payables', 'الذمم الدائنة التجارية', 'Trade payables'),
          ITEM.accrued,
          ITEM.zakatPayable,
        ]),
        li('non_current_liabilities', 'المطلوبات غير المتداولة', 'Non-current liabilities', [
          li('long_term_borrowings', 'قروض طويلة الأجل', 'Long-term borrowings'),
          ITEM.leaseLiabilities,
          ITEM.endOfService,
        ]),
      ]),
      { units: false, nci: true, statutory: true, treasury: true },
    ),
  ],
  cash_flow: cashFlowSections(
    [ITEM.workingCapital, ITEM.endOfServiceChange, ITEM.cfZakatPaid],
    [
      li('purchase_of_property_and_equipment', 'شراء ممتلكات وآلات ومعدات', 'Purchase of property, plant and equipment'),
      ITEM.netChangeInInvestments,
    ],
    [li('net_change_in_borrowings', 'صافي التغير في القروض', 'Net change in borrowings'), ITEM.leasePayments, ...holderFlows(false)],
  ),
});
