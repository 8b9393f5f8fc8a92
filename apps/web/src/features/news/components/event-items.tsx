import type { NewsEvent } from '@sahm/contracts/news';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { dayName } from '../calendar.ts';
import { useNewsLinks, useNewsOrigin } from '../links.tsx';

/** A market event has no logo: its day stands in a date block. */
function DateBlock({ day }: { day: string }) {
  const locale = useLocale();
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'action.selected',
        display: 'grid',
        placeItems: 'center',
        lineHeight: 1,
      }}
    >
      <Box component="span" sx={{ typography: 'subtitle2', fontWeight: 700 }}>
        {Number(day.slice(8))}
      </Box>
      <Box component="span" sx={{ fontSize: '0.625rem' }}>
        {dayName(day, locale, { month: 'short' })}
      </Box>
    </Box>
  );
}

/** Events, each with its stock's logo or a date block, its type, its title (a link to its announcement) and its day. */
export function EventItems({ events, loading, empty }: { events: readonly NewsEvent[] | undefined; loading: boolean; empty: string }) {
  const { t } = useTranslation('news');
  const links = useNewsLinks();
  const origin = useNewsOrigin();
  if (!events) {
    if (!loading) return <EmptyState title={empty} />;
    return (
      <Box role="status" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ my: 1 }} />
        ))}
      </Box>
    );
  }
  if (events.length === 0) return <EmptyState title={empty} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="event-items">
      {events.map((event) => (
        <Box
          component="li"
          key={event.guid}
          sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          {event.stock ? <StockLogo logo={event.stock.logo} name={event.stock.short_name} /> : <DateBlock day={event.distribution_date} />}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={t(`eventTypes.${event.type}`)} color="primary" variant="outlined" />
              <Typography variant="caption" color="textSecondary">
                <DateText value={event.distribution_date} />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
              {event.announcement ? (
                <Link
                  component={RouterLink}
                  to={links.announcement(event.announcement.guid)}
                  state={origin}
                  underline="hover"
                  color="inherit"
                >
                  {event.title}
                </Link>
              ) : (
                event.title
              )}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
