/** Every route of the web app, with builders for its links. Keep route patterns and links here only. */
export const paths = {
  home: { path: '/', href: () => '/' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  market: {
    path: '/dashboard/market/:marketGuid',
    href: (marketGuid: string, query: { search?: string } = {}) => {
      const search = query.search ? `?${new URLSearchParams({ search: query.search })}` : '';
      return `/dashboard/market/${encodeURIComponent(marketGuid)}${search}`;
    },
  },
  notFound: { path: '/dashboard/404', href: () => '/dashboard/404' },
} as const;

/**
 * Pages that later issues build, at the paths the spec gives them. Until then they
 * fall through to the not-found page; nothing pretends they exist.
 */
export const futurePaths = {
  myStocks: '/dashboard/my-stocks',
  filter: '/dashboard/filter',
  compare: '/dashboard/compare',
  news: '/dashboard/news',
  // The NEWS type of the news list (spec: filters by EVENT or NEWS).
  marketAnalysis: '/dashboard/news?type=NEWS',
  capitalExpectations: '/dashboard/capital-expectations',
  login: '/auth/login',
  register: '/auth/register',
  packages: '/payment/packages',
  terms: '/terms-and-conditions',
  // Not given by the spec; provisional until the landing work settles them.
  contact: '/contact',
  about: '/about',
  bookTrial: '/book-trial',
} as const;
