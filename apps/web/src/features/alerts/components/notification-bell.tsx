import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import type { NotificationLinks } from './notification-links.ts';

// The list (Popover, its items, the alerts namespace) comes with the first opening: the bell on
// every page's first paint is the button and its count only.
const NotificationPopover = lazy(async () => ({ default: (await import('./notification-popover.tsx')).NotificationPopover }));

type NotificationBellProps = {
  links: NotificationLinks;
  /** Poll the count this often while the live socket is down; false while it is up. */
  fallbackMs: number | false;
};

/** The top bar's bell: the unread count, and the latest notifications on click. */
export function NotificationBell({ links, fallbackMs }: NotificationBellProps) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const unread = useUnreadCount({ fallbackMs }).data ?? 0;
  const label = unread > 0 ? t('alertsBell.labelUnread', { count: unread }) : t('alertsBell.label');

  return (
    <>
      <DeferredTooltip title={t('alertsBell.label')}>
        <IconButton
          id="alerts-bell"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? 'alerts-popover' : undefined}
          aria-expanded={anchor ? 'true' : 'false'}
          data-testid="alerts-bell"
          onClick={(event) => {
            setUsed(true);
            setAnchor(event.currentTarget);
          }}
          sx={{ position: 'relative' }}
        >
          <NotificationsNoneOutlinedIcon />
          {unread > 0 && (
            <Box
              component="span"
              aria-hidden
              data-testid="alerts-unread"
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 2,
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
                boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
              }}
            >
              {/* Latin digits in both languages, as every figure of the product. */}
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </IconButton>
      </DeferredTooltip>
      {used && (
        <Suspense fallback={null}>
          <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} links={links} unread={unread} />
        </Suspense>
      )}
    </>
  );
}
