import type { EventType } from '@sahm/contracts/news';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { useEvents } from '../api/get-events.ts';
import { dayName, markedDays, monthOf, riyadhToday, shiftMonth, tradingDayOf, weekOf } from '../calendar.ts';
import { EventItems } from './event-items.tsx';
import { WeekStrip } from './week-strip.tsx';

export type CalendarView = 'day' | 'month';

type EventsCalendarProps = {
  stockGuid?: string;
  types?: readonly EventType[];
  /** Both views with the toggle, or only one (the weekly and dividend calendars). */
  views?: readonly CalendarView[];
  /** The first day shown; today in Riyadh unless given. */
  initialDay?: string;
  emptyMonth?: string;
};

/** Events by day (a week, Sunday to Thursday, and the chosen day's events) or by month. */
export function EventsCalendar({ stockGuid, types, views = ['day', 'month'], initialDay, emptyMonth }: EventsCalendarProps) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const rtl = useTheme().direction === 'rtl';
  const [view, setView] = useState<CalendarView>(views[0]!);
  const [day, setDay] = useState(() => tradingDayOf(initialDay ?? riyadhToday()));
  const week = weekOf(day);
  const range = view === 'day' ? { from: week[0]!, to: week.at(-1)! } : monthOf(day);
  const query = useEvents({
    date_from: range.from,
    date_to: range.to,
    ...(stockGuid ? { stock_guid: stockGuid } : {}),
    ...(types ? { type: types } : {}),
  });
  const events = query.data?.items;
  const [Back, Forward] = rtl ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];

  return (
    <Box data-testid="events-calendar">
      {views.length > 1 && (
        <TabStrip
          dense
          label={t('calendar.view')}
          value={view}
          onChange={setView}
          tabs={views.map((value) => ({ value, label: t(`calendar.${value}`) }))}
          sx={{ mb: 1 }}
        />
      )}
      {view === 'day' ? (
        <>
          <WeekStrip day={day} onDayChange={setDay} marked={markedDays(events ?? [])} />
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5, fontWeight: 700 }}>
            {t('calendar.eventsOf', { date: dayName(day, locale, { weekday: 'long', day: 'numeric', month: 'long' }) })}
          </Typography>
          <EventItems
            events={events?.filter((event) => event.distribution_date === day)}
            loading={query.isPending}
            empty={t('calendar.noEvents')}
          />
        </>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <IconButton size="small" aria-label={t('calendar.previousMonth')} onClick={() => setDay(shiftMonth(day, -1))}>
              <Back />
            </IconButton>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="calendar-month">
              {dayName(day, locale, { month: 'long', year: 'numeric' })}
            </Typography>
            <IconButton size="small" aria-label={t('calendar.nextMonth')} onClick={() => setDay(shiftMonth(day, 1))}>
              <Forward />
            </IconButton>
          </Box>
          <EventItems events={events} loading={query.isPending} empty={emptyMonth ?? t('calendar.noEventsMonth')} />
        </>
      )}
    </Box>
  );
}
