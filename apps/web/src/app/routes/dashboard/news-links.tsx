import type { ReactNode } from 'react';
import { NewsLinksProvider, type NewsLinks } from '../../../features/news/links.tsx';
import { paths } from '../../paths.ts';

const newsLinks: NewsLinks = {
  announcement: (guid) => paths.newsDetail.href(guid),
  stockNews: (stockGuid) => paths.stock.href(stockGuid, 'news'),
  list: () => paths.news.href(),
};

/** News components with the app's addresses. */
export function WithNewsLinks({ children }: { children: ReactNode }) {
  return <NewsLinksProvider value={newsLinks}>{children}</NewsLinksProvider>;
}
