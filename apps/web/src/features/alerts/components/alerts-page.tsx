import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { useAlerts } from '../api/get-alerts.ts';
import type { AlertLinks } from './alert-card.tsx';
import { AlertsList } from './alerts-list.tsx';
import { NotificationsHistory } from './notifications-history.tsx';

export type AlertsTab = 'alerts' | 'notifications';

type AlertsPageProps = {
  tab: AlertsTab;
  onTabChange: (tab: AlertsTab) => void;
  links: AlertLinks & { upgrade: string; browse: string };
};

/** How much of the plan's allowance is used, with the way to more once it is all used. */
function Usage({ upgrade }: { upgrade: string }) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const list = useAlerts().data;
  const topPlan = useSessionUser()?.current_plan === 'PROFESSIONAL';
  if (!list) return null;
  const full = list.used >= list.limit;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, maxWidth: 420 }}>
        <Typography variant="body2" data-testid="alerts-usage" sx={{ whiteSpace: 'nowrap' }}>
          {t('page.usage', { used: formatNumber(list.used, locale), limit: formatNumber(list.limit, locale) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (list.used / Math.max(1, list.limit)) * 100)}
          color={full ? 'warning' : 'primary'}
          aria-hidden
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      {full && (
        <Alert
          severity="info"
          action={
            topPlan ? undefined : (
              <Button component={RouterLink} to={upgrade} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
                {t('page.upgrade')}
              </Button>
            )
          }
        >
          {t('page.full')}
        </Alert>
      )}
    </Box>
  );
}

/** /alerts: the user's alerts and the notifications they sent. */
export function AlertsPage({ tab, onTabChange, links }: AlertsPageProps) {
  const { t } = useTranslation('alerts');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('page.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('page.intro')}
        </Typography>
      </Box>
      <Usage upgrade={links.upgrade} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabStrip
          label={t('page.tabsLabel')}
          value={tab}
          onChange={onTabChange}
          tabs={[
            { value: 'alerts', label: t('page.tabs.alerts'), id: 'alerts-tab', controls: 'alerts-panel' },
            { value: 'notifications', label: t('page.tabs.notifications'), id: 'notifications-tab', controls: 'alerts-panel' },
          ]}
        />
      </Box>
      <Box id="alerts-panel" role="tabpanel" aria-labelledby={tab === 'alerts' ? 'alerts-tab' : 'notifications-tab'}>
        {tab === 'alerts' ? <AlertsList links={links} /> : <NotificationsHistory />}
      </Box>
    </Box>
  );
}
