import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema, passwordSchema } from '@sahm/contracts/users';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/access-claims.ts';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { signIn } from '../../../shared/auth/session.ts';
import { signInFailureMessage } from '../../../shared/auth/token-service.ts';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema, remember: z.boolean() });

type LoginFormProps = {
  onSuccess: (user: SessionUser) => void;
  forgotPasswordHref: string;
  registerHref: string;
  /** Follow a link (the dialog closes itself first). */
  onNavigate?: () => void;
  autoFocus?: boolean;
};

/** Email, password, remember me (spec §2). A wrong password is a toast from the token service, in the user's language. */
export function LoginForm({ onSuccess, forgotPasswordHref, registerHref, onNavigate, autoFocus }: LoginFormProps) {
  const { t } = useTranslation(['identity', 'common']);
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '', remember: false } });

  const submit = form.handleSubmit(async (values) => {
    try {
      onSuccess(await signIn(values));
    } catch (error) {
      enqueueSnackbar(signInFailureMessage(error), { variant: 'error', preventDuplicate: true });
    }
  });

  return (
    <FormStack onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="username"
        autoFocus={autoFocus}
      />
      <PasswordField control={form.control} name="password" label={t('fields.password')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              label={t('login.remember')}
            />
          )}
        />
        <Link component={RouterLink} to={forgotPasswordHref} onClick={onNavigate} variant="body2">
          {t('login.forgot')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('login.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={registerHref} onClick={onNavigate} sx={{ fontWeight: 600 }}>
          {t('login.register')}
        </Link>
      </Typography>
    </FormStack>
  );
}
