import i18next from 'i18next';
import { LatestNewsPanel } from '../../../features/news/components/latest-news-panel.tsx';
import { NewsFeed } from './news-feed.tsx';
import { WithNewsLinks } from './news-links.tsx';

await i18next.loadNamespaces(['news']);

/** Home's news panel, loaded after the page's first paint; new announcements refresh it live. */
export function HomeNews() {
  return (
    <WithNewsLinks>
      <NewsFeed />
      <LatestNewsPanel />
    </WithNewsLinks>
  );
}
