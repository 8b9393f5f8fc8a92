import i18next from 'i18next';
import type { EventType } from '@sahm/contracts/news';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { EventsCalendar } from '../../../features/news/components/events-calendar.tsx';
import { NewsFrame } from './news-frame.tsx';

await i18next.loadNamespaces(['news']);

const dividendTypes: readonly EventType[] = ['CASH_DIVIDENDS_RIGHT', 'CASH_DIVIDENDS_DISTRIBUTION'];

/** /dashboard/news/calendar — the week's events, Sunday to Thursday. */
export function NewsCalendarRoute() {
  const { t } = useTranslation('news');
  return (
    <NewsFrame title={t('areas.calendar')}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <EventsCalendar views={['day']} />
      </Paper>
    </NewsFrame>
  );
}

/** /dashboard/news/dividends — dividend eligibility and payment dates, by month. */
export function NewsDividendsRoute() {
  const { t } = useTranslation('news');
  return (
    <NewsFrame title={t('areas.dividends')}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <EventsCalendar views={['month']} types={dividendTypes} emptyMonth={t('dividends.empty')} />
      </Paper>
    </NewsFrame>
  );
}
