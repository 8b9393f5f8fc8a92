import type { ReactNode } from 'react';
import { NewsLinksProvider, type NewsLinks } from './links.tsx';

const testLinks: NewsLinks = {
  announcement: (guid) => `/news/${guid}`,
  stockNews: (guid) => `/stocks/${guid}/news`,
  list: () => '/news',
};

/** News components in tests, with plain addresses. */
export function WithTestLinks({ children }: { children: ReactNode }) {
  return <NewsLinksProvider value={testLinks}>{children}</NewsLinksProvider>;
}
