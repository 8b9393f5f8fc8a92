import type { AlertNotification } from '@sahm/contracts/alerts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useOpenNotification } from '../api/use-open-notification.ts';
import { useMarkRead } from '../api/mark-read.ts';
import type { NotificationLinks } from './notification-links.ts';
import { NotificationText } from './notification-text.tsx';

const LATEST = 10;

type NotificationPopoverProps = { anchor: HTMLElement | null; onClose: () => void; links: NotificationLinks; unread: number };

/** The latest notifications under the bell: open one (it is read then), mark all read, or go to the alerts page. */
export function NotificationPopover({ anchor, onClose, links, unread }: NotificationPopoverProps) {
  const { t } = useTranslation('alerts');
  const open = Boolean(anchor);
  const latest = useNotifications({ page: 1, size: LATEST, unread: false }, { enabled: open });
  const markRead = useMarkRead();
  const openNotification = useOpenNotification();
  const items = latest.data?.items ?? [];
  const choose = (notification: AlertNotification) => {
    onClose();
    openNotification(notification);
  };

  return (
    <Popover
      id="alerts-popover"
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'alerts-popover-title',
          sx: {
            width: 380,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'min(560px, calc(100vh - 80px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Typography id="alerts-popover-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('bell.title')}
        </Typography>
        <Button size="small" disabled={unread === 0} loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('bell.markAllRead')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {latest.isPending ? (
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={52} />
            ))}
          </Box>
        ) : latest.isError ? (
          <Typography sx={{ p: 2 }} color="textSecondary">
            {t('bell.loadFailed')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="textSecondary" role="status">
            {t('bell.empty')}
          </Typography>
        ) : (
          <MenuList autoFocusItem aria-labelledby="alerts-popover-title" data-testid="alerts-latest" sx={{ py: 0.5 }}>
            {items.map((notification) => (
              <MenuItem
                key={notification.guid}
                onClick={() => choose(notification)}
                sx={{ py: 1.25, alignItems: 'flex-start', bgcolor: notification.read_at ? undefined : 'action.hover' }}
              >
                <NotificationText notification={notification} />
              </MenuItem>
            ))}
          </MenuList>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1, py: 0.75 }}>
        <Button size="small" component={RouterLink} to={links.notifications} onClick={onClose}>
          {t('bell.seeAll')}
        </Button>
        <Button size="small" component={RouterLink} to={links.alerts} onClick={onClose}>
          {t('bell.manage')}
        </Button>
      </Box>
    </Popover>
  );
}
