import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/auth/access-claims.ts';
import { LoginForm } from './login-form.tsx';

type AuthRequiredDialogProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: (user: SessionUser) => void;
  registerHref: string;
  forgotPasswordHref: string;
};

/** #auth-required: the login form in a modal, for an option that needs an account (spec §2). */
export function AuthRequiredDialog({ open, onClose, onSignedIn, registerHref, forgotPasswordHref }: AuthRequiredDialogProps) {
  const { t } = useTranslation(['identity', 'common']);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="auth-required-title">
      <DialogTitle id="auth-required-title" sx={{ fontWeight: 700, paddingInlineEnd: 7 }}>
        {t('authRequired.title')}
      </DialogTitle>
      <IconButton aria-label={t('common:actions.close')} onClick={onClose} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('common:session.loginRequired')}
        </Typography>
        <LoginForm
          onSuccess={onSignedIn}
          registerHref={registerHref}
          forgotPasswordHref={forgotPasswordHref}
          onNavigate={onClose}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
