import i18next from 'i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../shared/ui/export-menu.tsx';
import { useFilteredEmpty } from '../../../shared/ui/filtered-empty.tsx';
import { useAnnouncements } from '../../../features/news/api/get-announcements.ts';
import { AnnouncementList } from '../../../features/news/components/announcement-list.tsx';
import { EventsCalendar } from '../../../features/news/components/events-calendar.tsx';
import { announcementParams, hasFilters, type AnnouncementParams, type NewsScope } from '../../../features/news/filters.ts';
import { useNewsFilters } from '../../../features/news/hooks/use-news-filters.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { NewsFiltersBar } from './news-filters.tsx';
import { NewsFrame } from './news-frame.tsx';

// The page's wording comes with its code, so it never renders (or suspends) without it.
await i18next.loadNamespaces(['news', 'markets', 'stocks']);

const NEWS_SKELETONS = 10;

/** The list's filter without its paging: the export has every matching announcement (up to the server's cap). */
const exportQuery = ({ page: _page, size: _size, ...filter }: AnnouncementParams) =>
  new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined));

/** The list with its filters, beside the events calendar. */
function NewsListPage({ scope, area }: { scope: NewsScope; area: 'all' | 'market' | 'advisors' }) {
  const { t } = useTranslation('news');
  const { filters, update } = useNewsFilters();
  const { mainMarket } = useMainMarket();
  const params = announcementParams(filters, scope);
  const query = useAnnouncements(params);
  const empty = useFilteredEmpty('news', hasFilters(filters), () =>
    update({ type: undefined, sector: undefined, market: undefined, stocks: [], search: undefined }),
  );

  return (
    <NewsFrame title={area === 'all' ? t('title') : t(`areas.${area}`)}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
          <NewsFiltersBar filters={filters} onChange={update} defaultMarketGuid={mainMarket?.guid} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <ExportMenu path="/announcements/export/" query={exportQuery(params)} fileName="sahm-news" testId="export-news" />
          </Box>
          <AnnouncementList
            query={query}
            skeletons={NEWS_SKELETONS}
            onPageChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
            empty={empty}
          />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="events-calendar-title" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography id="events-calendar-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('calendar.title')}
          </Typography>
          <EventsCalendar />
        </Paper>
      </Box>
    </NewsFrame>
  );
}

/** /dashboard/news — every announcement. */
export function NewsRoute() {
  return <NewsListPage scope={{}} area="all" />;
}

const marketScope: NewsScope = { category: 'MARKET' };
const advisorsScope: NewsScope = { category: 'FINANCIAL_ADVISOR' };

/** /dashboard/news/market — the exchange's own announcements. */
export function NewsMarketRoute() {
  return <NewsListPage scope={marketScope} area="market" />;
}

/** /dashboard/news/advisors — financial advisors' announcements of offerings. */
export function NewsAdvisorsRoute() {
  return <NewsListPage scope={advisorsScope} area="advisors" />;
}
