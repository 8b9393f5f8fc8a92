import CloseIcon from '@mui/icons-material/Close';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { clearUpgradeRequest, readUpgradeRequest, suggestedPlan } from '../upgrade-request.ts';

/** #upgrade-required (spec §2, §6): names the plan to move to; its button goes to the payment pages. */
export function UpgradeRequiredDialog({ onClose, paymentHref }: { onClose: () => void; paymentHref: string }) {
  const { t } = useTranslation(['plans', 'common']);
  const user = useSessionUser();
  const [request] = useState(readUpgradeRequest);
  const plan = suggestedPlan(request.plan, user?.current_plan);
  const close = () => {
    clearUpgradeRequest();
    onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="upgrade-required-title">
      <DialogTitle id="upgrade-required-title" sx={{ fontWeight: 700, paddingInlineEnd: 7, display: 'flex', gap: 1, alignItems: 'center' }}>
        <WorkspacePremiumOutlinedIcon color="primary" aria-hidden />
        {request.title ?? t('upgrade.title')}
      </DialogTitle>
      <IconButton aria-label={t('common:actions.close')} onClick={close} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography>{request.message ?? t('upgrade.message', { plan: t(`plans.${plan}`) })}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to={paymentHref} variant="contained" onClick={clearUpgradeRequest} data-testid="upgrade-plan">
          {t('upgrade.action', { plan: t(`plans.${plan}`) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
