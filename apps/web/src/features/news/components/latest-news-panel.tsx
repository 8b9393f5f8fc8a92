import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNewsLinks } from '../links.tsx';
import { EventsCalendar } from './events-calendar.tsx';
import { LatestAnnouncements } from './latest-announcements.tsx';
import { LATEST_COUNT } from './latest-news-skeleton.tsx';

/** Home's latest news and events: the week's calendar (Sunday to Thursday) and the latest announcements. */
export function LatestNewsPanel() {
  const { t } = useTranslation('news');
  const links = useNewsLinks();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="latest-news-panel-title"
      sx={{ p: { xs: 1.5, md: 2 } }}
      data-testid="latest-news-panel"
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="latest-news-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('panel.title')}
        </Typography>
        <Link component={RouterLink} to={links.list()} underline="hover" variant="body2">
          {t('panel.more')}
        </Link>
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <EventsCalendar views={['day']} />
        <LatestAnnouncements title={t('panel.latest')} count={LATEST_COUNT} compact headingLevel="h3" />
      </Box>
    </Paper>
  );
}
