import type { Permission } from '@sahm/contracts/permissions';
import { planGranting } from '@sahm/contracts/plan-limits';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import type { SessionUser } from '../auth/access-claims.ts';
import { useSessionUser } from '../auth/use-session.ts';

export type GateState = 'anonymous' | 'locked' | 'open';

/**
 * Permissions are roles beginning with CAN, matched exactly (spec §6). `null` is content that
 * needs a signed-in member and nothing more (the Shariah tab).
 */
export function gateStateOf(user: SessionUser | null, permission: Permission | null): GateState {
  if (!user) return 'anonymous';
  return permission === null || user.roles.includes(permission) ? 'open' : 'locked';
}

type GatedContentProps = {
  /** The permission the content needs, or null when signing in is enough. */
  permission: Permission | null;
  /** Where signing in starts (the #auth-required dialog). */
  signInTo: To;
  /** Where plans are bought. */
  upgradeTo: To;
  children: ReactNode;
};

/**
 * Content that needs a permission. Visitors are asked to sign in, members without the
 * permission are told which plan has it; both see a lock. Every gated tab goes through here.
 */
export function GatedContent({ permission, signInTo, upgradeTo, children }: GatedContentProps) {
  const { t } = useTranslation('common');
  const user = useSessionUser();
  const state = gateStateOf(user, permission);
  if (state === 'open') return children;
  const plan = permission === null ? '' : t(`gate.plans.${planGranting(permission)}`);

  return (
    <Paper
      variant="outlined"
      data-testid="gated-content"
      sx={{ py: { xs: 5, md: 8 }, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <LockOutlinedIcon aria-hidden />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {state === 'anonymous' ? t('gate.signInTitle') : t('gate.upgradeTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 440 }}>
        {state === 'anonymous' ? t('gate.signInText') : t('gate.upgradeText', { plan })}
      </Typography>
      {state === 'anonymous' ? (
        <Button component={RouterLink} to={signInTo} variant="contained">
          {t('gate.signIn')}
        </Button>
      ) : (
        <Button component={RouterLink} to={upgradeTo} variant="contained">
          {t('gate.upgrade')}
        </Button>
      )}
    </Paper>
  );
}
