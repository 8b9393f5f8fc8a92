import i18next from 'i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../features/news/api/get-announcements.ts';
import { AnnouncementList } from '../../../features/news/components/announcement-list.tsx';
import { EventsCalendar } from '../../../features/news/components/events-calendar.tsx';
import { NEWS_PAGE_SIZE } from '../../../features/news/filters.ts';
import { NewsFeed } from './news-feed.tsx';
import { WithNewsLinks } from './news-links.tsx';
import { useStockPage } from './stock.tsx';

await i18next.loadNamespaces(['news']);

/** The stock's announcements tab: its news in pages, beside its events by day or month. Open to every reader. */
export function StockNewsRoute() {
  const { t } = useTranslation('news');
  const { stock } = useStockPage();
  const [page, setPage] = useState(1);
  const query = useAnnouncements({ page, size: NEWS_PAGE_SIZE, stock_guid: stock.guid });
  return (
    <WithNewsLinks>
      <NewsFeed stockGuid={stock.guid} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="stock-news-title" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography id="stock-news-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('stockTab.title', { name: stock.short_name })}
          </Typography>
          <AnnouncementList query={query} skeletons={NEWS_PAGE_SIZE} onPageChange={setPage} empty={{ title: t('list.empty') }} />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="stock-events-title" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography id="stock-events-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('calendar.title')}
          </Typography>
          <EventsCalendar key={stock.guid} stockGuid={stock.guid} />
        </Paper>
      </Box>
    </WithNewsLinks>
  );
}
