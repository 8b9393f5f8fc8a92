/**
 * The first element of every query key: one scope per feature's data, so two features never
 * share one by accident. Each feature builds its keys on its scope in its own factory
 * (features/<feature>/api/query-keys.ts); when one part of the app refreshes data another
 * feature owns, it names it through here or through that feature's factory from app/, never by
 * a literal.
 */
export const queryScopes = {
  alerts: ['alerts'],
  company: ['company'],
  comparisons: ['comparisons'],
  financials: ['financials'],
  funds: ['funds'],
  identity: ['identity'],
  markets: ['markets'],
  news: ['news'],
  payments: ['payments'],
  plans: ['plans'],
  portfolios: ['portfolios'],
  screener: ['screener'],
  recommendations: ['recommendations'],
  sectors: ['sectors'],
  stocks: ['stocks'],
  users: ['users'],
} as const;

/**
 * What the account's plan shapes: its subscription, invoices and package cards, and its
 * portfolios' holding limits and switching, and its alerts' allowance. Refreshed together once the plan changes.
 */
export const planDependentScopes = [queryScopes.plans, queryScopes.portfolios, queryScopes.alerts] as const;
