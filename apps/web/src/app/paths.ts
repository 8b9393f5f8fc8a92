import type { OtpType } from '@sahm/contracts/users';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
};

const withSearch = (path: string, query?: URLSearchParams) => (query?.size ? `${path}?${query}` : path);

/** Every route of the web app, with builders for its links. Keep route patterns and links here only. */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** The English landing page (forces the locale). */
  landingEn: { path: '/en', href: () => '/en' },
  terms: { path: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  contact: { path: '/contact', href: () => '/contact' },
  about: { path: '/about', href: () => '/about' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  help: { path: '/help', href: () => '/help' },
  deactivate: { path: '/account/deactivate', href: () => '/account/deactivate' },
  /** A portfolio's read-only link; `lang` opens it (and its preview) in that language. */
  sharedPortfolio: {
    path: '/shared/portfolio/:token',
    href: (token: string, lang?: 'ar' | 'en') =>
      withQuery(`/shared/portfolio/${encodeURIComponent(token)}`, { lang: lang === 'en' ? 'en' : undefined }),
  },
  dashboard: { path: '/dashboard', href: (hash?: DialogHash) => (hash ? `/dashboard#${hash}` : '/dashboard') },
  market: {
    path: '/dashboard/market/:marketGuid',
    href: (marketGuid: string, query: { search?: string; tab?: 'favorites' } = {}) =>
      withQuery(`/dashboard/market/${encodeURIComponent(marketGuid)}`, { tab: query.tab, search: query.search }),
  },
  /** The market page's last tab: the investment funds. */
  funds: {
    path: '/dashboard/market/mutual-fund',
    href: (query: { search?: string } = {}) => withQuery('/dashboard/market/mutual-fund', { search: query.search }),
  },
  stock: {
    path: '/dashboard/market/all-stocks/:stockGuid',
    href: (stockGuid: string, tab?: StockTab) => `/dashboard/market/all-stocks/${encodeURIComponent(stockGuid)}${tab ? `/${tab}` : ''}`,
  },
  fund: {
    path: '/dashboard/market/mutual-fund/:fundGuid',
    href: (fundGuid: string, tab?: FundTab) => `/dashboard/market/mutual-fund/${encodeURIComponent(fundGuid)}${tab ? `/${tab}` : ''}`,
  },
  /** Opens the main market's list. */
  mainMarket: { path: '/dashboard/market', href: () => '/dashboard/market' },
  /** Analyst recommendations; `query` is its filters' address query (features/recommendations/filters.ts). */
  capitalExpectations: {
    path: '/dashboard/capital-expectations',
    href: (query?: URLSearchParams) => withSearch('/dashboard/capital-expectations', query),
  },
  /** The news list; `query` is its filters' address query (features/news/filters.ts). */
  news: { path: '/dashboard/news', href: (query?: URLSearchParams) => withSearch('/dashboard/news', query) },
  newsMarket: { path: '/dashboard/news/market', href: () => '/dashboard/news/market' },
  newsAdvisors: { path: '/dashboard/news/advisors', href: () => '/dashboard/news/advisors' },
  newsCalendar: { path: '/dashboard/news/calendar', href: () => '/dashboard/news/calendar' },
  newsDividends: { path: '/dashboard/news/dividends', href: () => '/dashboard/news/dividends' },
  /** An announcement; the reader's origin travels in navigation state for the back link. The sub-areas' fixed names are never guids. */
  newsDetail: {
    path: '/dashboard/news/:announcementGuid',
    /** `lang` names the language of a shared link: its preview and the page open in it. */
    href: (guid: string, lang?: 'ar' | 'en') => withQuery(`/dashboard/news/${encodeURIComponent(guid)}`, { lang }),
  },
  /** The screener; `query` is the screen's own API query (features/screener/filter-rows.ts), so it can be shared. */
  screener: { path: '/dashboard/filter', href: (query?: URLSearchParams) => withSearch('/dashboard/filter', query) },
  compare: { path: '/dashboard/compare', href: () => '/dashboard/compare' },
  notFound: { path: '/dashboard/404', href: () => '/dashboard/404' },

  login: { path: '/auth/login', href: (redirect?: string) => withQuery('/auth/login', { redirect }) },
  register: { path: '/auth/register', href: () => '/auth/register' },
  forgotPassword: { path: '/auth/forgot-password', href: () => '/auth/forgot-password' },
  resetPassword: { path: '/auth/reset-password', href: (token: string) => withQuery('/auth/reset-password', { token }) },
  verificationCode: {
    path: '/auth/verification-code/:type',
    href: (type: OtpType) => `/auth/verification-code/${type}`,
  },
  /** Unknown /auth/* paths fall back to the login page. */
  authFallback: { path: '/auth/*' },

  payment: { path: '/payment', href: () => '/payment' },
  packages: {
    path: '/payment/packages',
    href: (period?: 'yearly') => withQuery('/payment/packages', { period }),
  },
  checkout: { path: '/payment/checkout', href: (price?: string) => withQuery('/payment/checkout', { price }) },
  paymentCompleted: { path: '/payment/completed', href: () => '/payment/completed' },
  /** Unknown /payment/* paths go to the not-found page. */
  paymentFallback: { path: '/payment/*' },

  myStocks: {
    path: '/dashboard/my-stocks',
    href: (hash?: 'buy-success' | 'sell-success') => (hash ? `/dashboard/my-stocks#${hash}` : '/dashboard/my-stocks'),
  },
  /** Buy; a holding's stock may be passed by navigation state (it locks the first row). */
  myStocksBuy: { path: '/dashboard/my-stocks/add', href: () => '/dashboard/my-stocks/add' },
  /** Sell; the holding is passed by navigation state. */
  myStocksSell: { path: '/dashboard/my-stocks/sell', href: () => '/dashboard/my-stocks/sell' },
  /** The active portfolio's dividends: totals, calendar, received and per holding. */
  myStocksDividends: { path: '/dashboard/my-stocks/dividends', href: () => '/dashboard/my-stocks/dividends' },
  /** The active portfolio's time- and money-weighted returns against TASI. */
  myStocksReturns: { path: '/dashboard/my-stocks/returns', href: () => '/dashboard/my-stocks/returns' },
  /** The active portfolio's Shariah purification and zakat. */
  myStocksZakat: { path: '/dashboard/my-stocks/zakat', href: () => '/dashboard/my-stocks/zakat' },

  /** The user's alerts, or (`notifications`) the notifications they sent. */
  alerts: {
    path: '/alerts',
    href: (tab?: 'notifications') => withQuery('/alerts', { tab }),
  },

  profile: { path: '/dashboard/profile', href: () => '/dashboard/profile' },
  changeEmail: { path: '/dashboard/profile/change-email', href: () => '/dashboard/profile/change-email' },
  changeMobile: { path: '/dashboard/profile/change-mobile', href: () => '/dashboard/profile/change-mobile' },
  changePassword: { path: '/dashboard/profile/change-password', href: () => '/dashboard/profile/change-password' },
} as const;

/** The stock page's tabs built so far (sub-paths, spec §2); the others come with their issues. */
export const stockTabs = [
  'overview',
  'financial-statements',
  'performance',
  'statistics',
  'dividends',
  'company-profile',
  'share-holders',
  'shariah',
  'comparisons',
  'news',
] as const;
export type StockTab = (typeof stockTabs)[number];
export const fundTabs = ['overview', 'performance'] as const;
export type FundTab = (typeof fundTabs)[number];

/** Dialogs opened by the address hash (spec §2), on any page. */
export const dialogHashes = { onboarding: 'onboarding', authRequired: 'auth-required', upgradeRequired: 'upgrade-required' } as const;
export type DialogHash = (typeof dialogHashes)[keyof typeof dialogHashes];
