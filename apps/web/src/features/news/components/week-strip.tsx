import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { dayName, shiftWeek, weekOf } from '../calendar.ts';

type WeekStripProps = {
  /** The selected day; its week (Sunday to Thursday) is shown. */
  day: string;
  onDayChange: (day: string) => void;
  marked: ReadonlySet<string>;
};

/** Five trading days with arrows to the previous and next week; days with events carry a dot. */
export function WeekStrip({ day, onDayChange, marked }: WeekStripProps) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const rtl = useTheme().direction === 'rtl';
  const days = weekOf(day);
  const selected = days.includes(day) ? day : days[0];
  // The arrow icons point the way time runs on the page: leftwards into the past in English, rightwards in Arabic.
  const [Back, Forward] = rtl ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={t('calendar.previousWeek')} onClick={() => onDayChange(shiftWeek(selected!, -1))} size="small">
        <Back />
      </IconButton>
      <Box
        role="group"
        aria-label={t('calendar.days')}
        sx={{ flex: 1, display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0.5 }}
      >
        {days.map((value) => {
          const isSelected = value === selected;
          const hasEvents = marked.has(value);
          return (
            <ButtonBase
              key={value}
              data-day={value}
              data-marked={hasEvents || undefined}
              aria-pressed={isSelected}
              onClick={() => onDayChange(value)}
              sx={{
                flexDirection: 'column',
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: isSelected ? 'primary.main' : 'divider',
                bgcolor: isSelected ? 'primary.main' : 'transparent',
                color: isSelected ? 'primary.contrastText' : 'text.primary',
                minHeight: 64,
              }}
            >
              <Box component="span" sx={{ typography: 'caption', opacity: 0.85 }}>
                {dayName(value, locale, { weekday: 'short' })}
              </Box>
              <Box component="span" sx={{ typography: 'subtitle1', fontWeight: 700, lineHeight: 1.2 }}>
                {Number(value.slice(8))}
              </Box>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  mt: 0.25,
                  bgcolor: hasEvents ? (isSelected ? 'primary.contrastText' : 'secondary.main') : 'transparent',
                }}
              />
              {/* The visible weekday and day, then the whole date: the name read out begins with what is seen. */}
              <Box component="span" sx={visuallyHidden}>
                {hasEvents ? `${formatDate(value, locale, 'date')} (${t('calendar.hasEvents')})` : formatDate(value, locale, 'date')}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <IconButton aria-label={t('calendar.nextWeek')} onClick={() => onDayChange(shiftWeek(selected!, 1))} size="small">
        <Forward />
      </IconButton>
    </Box>
  );
}
