import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** Where news links lead; the app gives the addresses (a feature does not know the app's routes). */
export type NewsLinks = {
  announcement: (guid: string) => string;
  /** A stock's news tab. */
  stockNews: (stockGuid: string) => string;
  /** The news list (the panels' "more" links). */
  list: () => string;
};

/** What a link to an announcement passes along: where the reader was, for the detail page's back link. */
export type NewsOrigin = { from: string };

const NewsLinksContext = createContext<NewsLinks | null>(null);
export const NewsLinksProvider = NewsLinksContext.Provider;

export function useNewsLinks(): NewsLinks {
  const links = useContext(NewsLinksContext);
  if (!links) throw new Error('News components need a NewsLinksProvider');
  return links;
}

/** The navigation state a link to an announcement carries: this page's address. */
export function useNewsOrigin(): NewsOrigin {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}` };
}
