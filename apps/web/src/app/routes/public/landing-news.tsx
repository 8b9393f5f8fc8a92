import i18next from 'i18next';
import { LatestNewsCards } from '../../../features/news/components/latest-news-cards.tsx';
import { WithNewsLinks } from '../dashboard/news-links.tsx';

await i18next.loadNamespaces(['news']);

/** The landing's latest news, loaded after the page has painted (its space is held by the skeleton). */
export function LandingNews() {
  return (
    <WithNewsLinks>
      <LatestNewsCards />
    </WithNewsLinks>
  );
}
