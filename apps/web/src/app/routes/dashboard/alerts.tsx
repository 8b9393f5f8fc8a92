import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertsPage, type AlertsTab } from '../../../features/alerts/components/alerts-page.tsx';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';

/** /alerts — a member's alerts and notifications; visitors see the sign-in lock, as on other members' sections. */
export function AlertsRoute() {
  const { t } = useTranslation(['alerts', 'common']);
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const { mainMarket } = useMainMarket();
  const signInTo = useSignInTarget();
  const tab: AlertsTab = params.get('tab') === 'notifications' ? 'notifications' : 'alerts';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <title>{`${t('page.title')} | ${t('common:appName')}`}</title>
      {!user && (
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('page.title')}
        </Typography>
      )}
      <GatedContent permission={null} signInTo={signInTo} upgradeTo={paths.packages.href()}>
        <AlertsPage
          tab={tab}
          onTabChange={(next) => setParams(next === 'notifications' ? { tab: next } : {}, { replace: true })}
          links={{
            stock: (guid) => paths.stock.href(guid),
            portfolio: paths.myStocks.href(),
            upgrade: paths.packages.href(),
            browse: mainMarket ? paths.market.href(mainMarket.guid) : paths.mainMarket.href(),
          }}
        />
      </GatedContent>
    </Box>
  );
}
