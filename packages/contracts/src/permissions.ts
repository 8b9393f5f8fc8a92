import type { Plan } from './identity.ts';

/** Fine-grained permissions (roles beginning with CAN), matched by exact name; spellings are the spec's. */
export const permissions = [
  'CAN_CUSTOMIZE_FILTERS',
  'CAN_COMPARE_COMPANIES_PERFORMANCE',
  'CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS',
  'CAN_HAVE_MULTIPLE_PORTFOLIOS',
  'CAN_ADD_PROTFOLIO_STOCKS_TWO',
  'CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN',
  'CAN_VIEW_FINANCIAL_STATEMENTS',
  'CAN_VIEW_STOCK_PERFORMANCE',
  'CAN_VIEW_COMPANY_INDICES',
  'CAN_VIEW_COMPANY_DIVIDENDS',
  'CAN_VIEW_COMPANY_PROFILE',
  'CAN_VIEW_SHAREHOLDERS',
  'CAN_VIEW_CAPITAL_EXPECTATIONS',
] as const;
export type Permission = (typeof permissions)[number];

const companyPages: Permission[] = [
  'CAN_VIEW_STOCK_PERFORMANCE',
  'CAN_VIEW_COMPANY_INDICES',
  'CAN_VIEW_COMPANY_DIVIDENDS',
  'CAN_VIEW_COMPANY_PROFILE',
  'CAN_VIEW_SHAREHOLDERS',
];

/**
 * What each plan grants, following the advertised tiers: basic tracks 2 stocks and sees the
 * company profile; advanced adds 15 stocks, statements, the screener, recommendations and a
 * one-company comparison; professional has no holding limit, full comparisons and many portfolios.
 */
export const planPermissions: Record<Plan, readonly Permission[]> = {
  BASIC: ['CAN_ADD_PROTFOLIO_STOCKS_TWO', 'CAN_VIEW_COMPANY_PROFILE'],
  ADVANCE: [
    'CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN',
    'CAN_VIEW_FINANCIAL_STATEMENTS',
    'CAN_CUSTOMIZE_FILTERS',
    'CAN_VIEW_CAPITAL_EXPECTATIONS',
    'CAN_COMPARE_COMPANIES_PERFORMANCE',
    'CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS',
    ...companyPages,
  ],
  PROFESSIONAL: [
    'CAN_VIEW_FINANCIAL_STATEMENTS',
    'CAN_CUSTOMIZE_FILTERS',
    'CAN_VIEW_CAPITAL_EXPECTATIONS',
    'CAN_COMPARE_COMPANIES_PERFORMANCE',
    'CAN_HAVE_MULTIPLE_PORTFOLIOS',
    ...companyPages,
  ],
};

/** The roles a token carries: the plan, its permissions, then the user's groups. */
export function rolesFor(plan: Plan, groups: readonly string[]): string[] {
  return [plan, ...planPermissions[plan], ...groups];
}
