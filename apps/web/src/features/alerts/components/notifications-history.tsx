import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useOpenNotification } from '../api/use-open-notification.ts';
import { NotificationText } from './notification-text.tsx';

const sizes = [10, 20, 50] as const;
type Size = (typeof sizes)[number];

/** Every notification the user's alerts sent, newest first, a page at a time; all or the unread only. */
export function NotificationsHistory() {
  const { t } = useTranslation('alerts');
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(20);
  const list = useNotifications({ page, size, unread });
  const markRead = useMarkRead();
  const openNotification = useOpenNotification();
  const items = list.data?.items ?? [];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unread ? 'unread' : 'all'}
          aria-label={t('page.filter')}
          onChange={(_, value: 'all' | 'unread' | null) => {
            if (!value) return;
            setUnread(value === 'unread');
            setPage(1);
          }}
        >
          <ToggleButton value="all">{t('page.all')}</ToggleButton>
          <ToggleButton value="unread">{t('page.unreadOnly')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button size="small" disabled={!list.data?.unread_count} loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('bell.markAllRead')}
        </Button>
      </Box>
      <Divider />
      {list.isPending ? (
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Box>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t(unread ? 'page.noUnread' : 'page.noNotifications')} />
      ) : (
        <List disablePadding data-testid="notifications-list">
          {items.map((notification, index) => (
            <Fragment key={notification.guid}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <li>
                <ListItemButton
                  onClick={() => openNotification(notification)}
                  sx={{ py: 1.5, alignItems: 'flex-start', bgcolor: notification.read_at ? undefined : 'action.hover' }}
                >
                  <NotificationText notification={notification} />
                </ListItemButton>
              </li>
            </Fragment>
          ))}
        </List>
      )}
      {list.data && list.data.total > 0 && (
        <ListPagination
          total={list.data.total}
          page={page}
          size={size}
          sizes={sizes}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      )}
    </Paper>
  );
}
