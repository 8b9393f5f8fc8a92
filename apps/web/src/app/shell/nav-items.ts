import { env } from '../../shared/config/env.ts';
import { isPlaceholderAddress } from '../../shared/config/placeholder.ts';
import { paths } from '../paths.ts';

export type NavId =
  'home' | 'portfolio' | 'market' | 'filters' | 'comparisons' | 'news' | 'about' | 'bookTrial' | 'blog' | 'recommendations';

export type NavItem = {
  id: NavId;
  href: string;
  external?: boolean;
  /** Whether a pathname belongs to this entry (for the active state). */
  isActive: (pathname: string) => boolean;
};

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The menu, in the spec's order. The market entry opens the main market's list. "Market news and
 * analysis" is the news area's market announcements, reached from the news entry's sub-areas.
 */
export function navItems(mainMarketGuid: string | undefined): NavItem[] {
  return [
    { id: 'home', href: paths.dashboard.href(), isActive: (pathname) => pathname === paths.dashboard.path },
    { id: 'portfolio', href: paths.myStocks.href(), isActive: under(paths.myStocks.path) },
    {
      id: 'market',
      href: mainMarketGuid ? paths.market.href(mainMarketGuid) : paths.dashboard.href(),
      isActive: under('/dashboard/market'),
    },
    { id: 'filters', href: paths.screener.href(), isActive: under(paths.screener.path) },
    { id: 'comparisons', href: paths.compare.href(), isActive: under(paths.compare.path) },
    { id: 'news', href: paths.news.href(), isActive: under(paths.news.path) },
    { id: 'about', href: paths.about.href(), isActive: (pathname) => pathname === paths.about.path },
    // The landing page's book-a-trial form.
    { id: 'bookTrial', href: `${paths.home.href()}#book-trial`, isActive: () => false },
    // The blog is another site; its address is configuration, and a stand-in is not offered.
    ...(isPlaceholderAddress(env.blogUrl) ? [] : [{ id: 'blog' as const, href: env.blogUrl, external: true, isActive: () => false }]),
    { id: 'recommendations', href: paths.capitalExpectations.href(), isActive: under(paths.capitalExpectations.path) },
  ];
}

/**
 * How many entries fit in the top bar beside the search box; the rest go under "more".
 * Arabic labels are long, so the counts are conservative.
 */
export const inlineNavCount = { md: 3, lg: 5, xl: 7 } as const;

/** The entries a visitor uses most come first in the top bar; the spec's order is kept in the drawer. */
export const topBarOrder: readonly NavId[] = [
  'home',
  'market',
  'portfolio',
  'news',
  'filters',
  'comparisons',
  'recommendations',
  'bookTrial',
  'about',
  'blog',
];
