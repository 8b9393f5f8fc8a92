import type { AlertNotification } from '@sahm/contracts/alerts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { formatRelative } from '../relative-time.ts';

/** A notification's title, body and age; unread ones are bold with a dot (and say so to screen readers). */
export function NotificationText({ notification }: { notification: AlertNotification }) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const unread = notification.read_at === null;
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {unread && <Box sx={visuallyHidden}>{t('notice.unread')}: </Box>}
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {notification.title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {notification.body}
        </Typography>
        <Typography
          variant="caption"
          color="textSecondary"
          component="time"
          dateTime={notification.fired_at}
          title={formatDate(notification.fired_at, locale, 'dateTime')}
        >
          {formatRelative(notification.fired_at, locale)}
        </Typography>
      </Box>
    </Box>
  );
}
