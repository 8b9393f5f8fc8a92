import { li, subtotal, type ItemSpec } from './line-items.ts';

/**
 * The rows every family shares: the bottom of the income statement (zakat, net income and its
 * attribution, per-share figures), shareholders' equity and the cash-flow lines that come from
 * equity (profit, zakat paid, dividends, rights issues) and the cash reconciliation.
 */

/** Keys the generator writes for every family. */
export const KEY = {
  profitBeforeZakat: 'income_before_zakat_and_tax',
  zakat: 'zakat_and_income_tax',
  netIncome: 'net_income',
  attributable: 'net_income_attributable_to_shareholders',
  nciIncome: 'net_income_attributable_to_nci',
  oci: 'other_comprehensive_income',
  weightedShares: 'weighted_average_shares',
  basicEps: 'basic_eps',
  dilutedEps: 'diluted_eps',
  cash: 'cash_and_cash_equivalents',
  zakatPayable: 'zakat_and_tax_payable',
  shareCapital: 'share_capital',
  sharePremium: 'share_premium',
  statutoryReserve: 'statutory_reserve',
  otherReserves: 'other_reserves',
  retainedEarnings: 'retained_earnings',
  treasuryShares: 'treasury_shares',
  nci: 'non_controlling_interests',
  cfProfit: 'profit_before_zakat_and_tax',
  cfZakatPaid: 'zakat_and_tax_paid',
  cfDepreciation: 'depreciation_and_amortisation',
  cfDividends: 'dividends_paid',
  cfShareIssue: 'proceeds_from_share_issue',
  cfOpening: 'cash_at_beginning_of_period',
  cfClosing: 'cash_at_end_of_period',
} as const;

/** Line items several families show the same way. */
export const ITEM = {
  cash: li(KEY.cash, 'النقد وما في حكمه', 'Cash and cash equivalents'),
  property: li('property_and_equipment', 'الممتلكات والمعدات', 'Property and equipment'),
  rightOfUse: li('right_of_use_assets', 'موجودات حق الاستخدام', 'Right-of-use assets'),
  leaseLiabilities: li('lease_liabilities', 'التزامات عقود الإيجار', 'Lease liabilities'),
  zakatPayable: li(KEY.zakatPayable, 'الزكاة والضريبة المستحقة', 'Zakat and tax payable'),
  accrued: li('accrued_and_other_liabilities', 'المصاريف المستحقة والمطلوبات الأخرى', 'Accrued expenses and other liabilities'),
  endOfService: li('employee_end_of_service_benefits', 'مخصص مكافأة نهاية الخدمة للموظفين', 'Employees’ end-of-service benefits'),
  prepayments: li('prepayments_and_other_receivables', 'المدفوعات المقدمة والذمم المدينة الأخرى', 'Prepayments and other receivables'),
  generalAndAdministrative: li('general_and_administrative_expenses', 'المصاريف العمومية والإدارية', 'General and administrative expenses'),
  financeCosts: li('finance_costs', 'تكاليف التمويل', 'Finance costs'),
  workingCapital: li('changes_in_working_capital', 'التغيرات في رأس المال العامل', 'Changes in working capital'),
  endOfServiceChange: li('change_in_employee_benefits', 'التغير في مخصص مكافأة نهاية الخدمة', 'Change in end-of-service benefits'),
  purchaseOfProperty: li('purchase_of_property_and_equipment', 'شراء ممتلكات ومعدات', 'Purchase of property and equipment'),
  netChangeInInvestments: li('net_change_in_investments', 'صافي التغير في الاستثمارات', 'Net change in investments'),
  leasePayments: li('lease_payments', 'مدفوعات عقود الإيجار', 'Lease payments'),
  cfProfit: li(KEY.cfProfit, 'الربح قبل الزكاة والضريبة', 'Profit before zakat and tax'),
  cfDepreciation: li(KEY.cfDepreciation, 'الاستهلاك والإطفاء', 'Depreciation and amortisation'),
  cfZakatPaid: li(KEY.cfZakatPaid, 'الزكاة والضريبة المدفوعة', 'Zakat and tax paid'),
} as const;

export const totalAssets = (children: readonly ItemSpec[]): ItemSpec => li('total_assets', 'إجمالي الموجودات', 'Total assets', children);
export const totalLiabilities = (children: readonly ItemSpec[]): ItemSpec =>
  li('total_liabilities', 'إجمالي المطلوبات', 'Total liabilities', children);

type Holders = { units: boolean; nci: boolean };

/** From profit before zakat down to earnings per share (or per unit). */
export function incomeTail(pbtParts: readonly string[], { units, nci }: Holders): ItemSpec[] {
  const per = units ? ['الوحدة', 'unit'] : ['السهم', 'share'];
  return [
    subtotal(KEY.profitBeforeZakat, 'الربح قبل الزكاة والضريبة', 'Income before zakat and tax', pbtParts),
    li(KEY.zakat, 'الزكاة وضريبة الدخل', 'Zakat and income tax'),
    subtotal(KEY.netIncome, 'صافي الربح', 'Net income', [KEY.profitBeforeZakat, KEY.zakat]),
    ...(nci
      ? [
          li(KEY.attributable, 'صافي الربح العائد للمساهمين', 'Net income attributable to shareholders'),
          li(KEY.nciIncome, 'صافي الربح العائد لحقوق الملكية غير المسيطرة', 'Net income attributable to non-controlling interests'),
        ]
      : []),
    li(KEY.oci, 'الدخل الشامل الآخر', 'Other comprehensive income'),
    subtotal('total_comprehensive_income', 'إجمالي الدخل الشامل', 'Total comprehensive income', [KEY.netIncome, KEY.oci]),
    {
      ...li(KEY.weightedShares, `المتوسط المرجح لعدد ${units ? 'الوحدات' : 'الأسهم'}`, `Weighted average ${per[1]}s`),
      unit: 'SHARES',
      nature: 'shares',
    },
    { ...li(KEY.basicEps, `ربحية ${per[0]} الأساسية`, `Basic earnings per ${per[1]}`), unit: 'HALALAS', nature: 'per-share' },
    { ...li(KEY.dilutedEps, `ربحية ${per[0]} المخفضة`, `Diluted earnings per ${per[1]}`), unit: 'HALALAS', nature: 'per-share' },
  ];
}

type EquityOptions = Holders & { statutory: boolean; treasury: boolean };

/** Equity, and the closing total of liabilities and equity that balances the assets. */
export function equityAndTotal(liabilities: ItemSpec, o: EquityOptions): ItemSpec[] {
  const own = [
    li(KEY.shareCapital, o.units ? 'رأس مال الوحدات' : 'رأس المال', o.units ? 'Fund units capital' : 'Share capital'),
    li(KEY.sharePremium, 'علاوة الإصدار', 'Issue premium'),
    ...(o.statutory ? [li(KEY.statutoryReserve, 'الاحتياطي النظامي', 'Statutory reserve')] : []),
    li(KEY.otherReserves, 'احتياطيات أخرى', 'Other reserves'),
    li(KEY.retainedEarnings, 'الأرباح المبقاة (الخسائر المتراكمة)', 'Retained earnings (accumulated losses)'),
    ...(o.treasury ? [li(KEY.treasuryShares, 'أسهم الخزينة', 'Treasury shares')] : []),
  ];
  const equity = o.units
    ? li('total_equity', 'صافي الموجودات العائدة لمالكي الوحدات', 'Net assets attributable to unitholders', own)
    : li('total_equity', 'إجمالي حقوق الملكية', 'Total equity', [
        li('equity_attributable_to_shareholders', 'حقوق الملكية العائدة للمساهمين', "Shareholders' equity", own),
        ...(o.nci ? [li(KEY.nci, 'حقوق الملكية غير المسيطرة', 'Non-controlling interests')] : []),
      ]);
  return [
    liabilities,
    equity,
    subtotal('total_liabilities_and_equity', 'إجمالي المطلوبات وحقوق الملكية', 'Total liabilities and equity', [
      liabilities.key,
      'total_equity',
    ]),
  ];
}

/** What holders put in and take out: rights issues (or new units) and dividends (or distributions). */
export const holderFlows = (units: boolean): ItemSpec[] => [
  li(
    KEY.cfShareIssue,
    units ? 'متحصلات إصدار وحدات' : 'متحصلات إصدار أسهم حقوق أولوية',
    units ? 'Proceeds from issue of units' : 'Proceeds from rights issue',
  ),
  li(
    KEY.cfDividends,
    units ? 'التوزيعات المدفوعة لمالكي الوحدات' : 'توزيعات الأرباح المدفوعة',
    units ? 'Distributions paid' : 'Dividends paid',
  ),
];

/**
 * The three sections, the net change in cash and the reconciliation to the balance sheet. Operating
 * cash starts from profit before zakat with depreciation added back, as every family's does.
 */
export function cashFlowSections(
  operating: readonly ItemSpec[],
  investing: readonly ItemSpec[],
  financing: readonly ItemSpec[],
): ItemSpec[] {
  const sections = [
    li('net_cash_from_operating_activities', 'صافي النقد من الأنشطة التشغيلية', 'Net cash from operating activities', [
      ITEM.cfProfit,
      ITEM.cfDepreciation,
      ...operating,
    ]),
    li('net_cash_from_investing_activities', 'صافي النقد من الأنشطة الاستثمارية', 'Net cash from investing activities', investing),
    li('net_cash_from_financing_activities', 'صافي النقد من الأنشطة التمويلية', 'Net cash from financing activities', financing),
  ];
  return [
    ...sections,
    subtotal(
      'net_change_in_cash',
      'صافي التغير في النقد وما في حكمه',
      'Net change in cash and cash equivalents',
      sections.map((s) => s.key),
    ),
    {
      ...li(KEY.cfOpening, 'النقد وما في حكمه في بداية الفترة', 'Cash and cash equivalents at the beginning of the period'),
      nature: 'opening',
    },
    {
      ...subtotal(KEY.cfClosing, 'النقد وما في حكمه في نهاية الفترة', 'Cash and cash equivalents at the end of the period', [
        KEY.cfOpening,
        'net_change_in_cash',
      ]),
      nature: 'balance',
    },
  ];
}
