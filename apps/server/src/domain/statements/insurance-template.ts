import { cashFlowSections, equityAndTotal, holderFlows, incomeTail, ITEM, totalAssets, totalLiabilities } from './common-items.ts';
import { li, subtotal, templates } from './line-items.ts';

/**
 * Insurers: the cooperative insurance presentation of Saudi insurers, where the insurance
 * operations' surplus is shared with policyholders (a tenth) before the shareholders' result.
 */
export const INSURANCE_TEMPLATES = templates({
  income_statement: [
    li('net_earned_premiums', 'صافي أقساط التأمين المكتسبة', 'Net earned premiums', [
      li('net_written_premiums', 'صافي أقساط التأمين المكتتبة', 'Net written premiums', [
        li('gross_written_premiums', 'إجمالي أقساط التأمين المكتتبة', 'Gross written premiums'),
        li('reinsurance_premiums_ceded', 'أقساط إعادة التأمين المسندة', 'Reinsurance premiums ceded'),
      ]),
      li('change_in_unearned_premiums', 'التغير في الأقساط غير المكتسبة', 'Change in unearned premiums'),
    ]),
    li('net_claims_incurred', 'صافي المطالبات المتكبدة', 'Net claims incurred'),
    li('policy_acquisition_costs', 'تكاليف اكتتاب وثائق التأمين', 'Policy acquisition costs'),
    subtotal('net_underwriting_income', 'صافي نتيجة الاكتتاب', 'Net underwriting income', [
      'net_earned_premiums',
      'net_claims_incurred',
      'policy_acquisition_costs',
    ]),
    li('operating_and_administrative_expenses', 'المصاريف العمومية والإدارية', 'General and administrative expenses'),
    li('policyholders_investment_income', 'دخل استثمارات حملة الوثائق', 'Policyholders’ investment income'),
    subtotal('insurance_operations_surplus', 'فائض عمليات التأمين', 'Insurance operations surplus', [
      'net_underwriting_income',
      'operating_and_administrative_expenses',
      'policyholders_investment_income',
    ]),
    li('surplus_attributed_to_policyholders', 'الفائض العائد لحملة الوثائق', 'Surplus attributed to policyholders'),
    li('shareholders_investment_income', 'دخل استثمارات المساهمين', 'Shareholders’ investment income'),
    ...incomeTail(['insurance_operations_surplus', 'surplus_attributed_to_policyholders', 'shareholders_investment_income'], {
      units: false,
      nci: false,
    }),
  ],
  balance_sheet: [
    totalAssets([
      ITEM.cash,
      li('term_deposits', 'ودائع لأجل', 'Term deposits'),
      li('investments', 'الاستثمارات', 'Investments'),
      li('premiums_receivable', 'أقساط تأمين مدينة، صافي', 'Premiums receivable, net'),
      li('reinsurers_share_of_technical_reserves', 'حصة معيدي التأمين من الاحتياطيات الفنية', 'Reinsurers’ share of technical reserves'),
      li('deferred_policy_acquisition_costs', 'تكاليف اكتتاب وثائق تأمين مؤجلة', 'Deferred policy acquisition costs'),
      li('statutory_deposit', 'الوديعة النظامية', 'Statutory deposit'),
      ITEM.property,
    ]),
    ...equityAndTotal(
      totalLiabilities([
        li('technical_reserves', 'الاحتياطيات الفنية', 'Technical reserves', [
          li('unearned_premiums_reserve', 'احتياطي الأقساط غير المكتسبة', 'Unearned premiums reserve'),
          li('outstanding_claims_reserve', 'احتياطي المطالبات القائمة', 'Outstanding claims reserve'),
        ]),
        li('reinsurance_balances_payable', 'أرصدة معيدي التأمين الدائنة', 'Reinsurance balances payable'),
        li('policyholders_surplus_payable', 'فائض حملة الوثائق المستحق', 'Policyholders’ surplus payable'),
        ITEM.accrued,
        ITEM.endOfService,
        ITEM.zakatPayable,
      ]),
      { units: false, nci: false, statutory: true, treasury: false },
    ),
  ],
  cash_flow: cashFlowSections(
    [
      li('change_in_technical_reserves', 'التغير في الاحتياطيات الفنية، صافي', 'Change in technical reserves, net'),
      ITEM.workingCapital,
      ITEM.endOfServiceChange,
      ITEM.cfZakatPaid,
    ],
    [
      li('net_change_in_investments', 'صافي التغير في الاستثمارات والودائع', 'Net change in investments and deposits'),
      ITEM.purchaseOfProperty,
    ],
    holderFlows(false),
  ),
});
