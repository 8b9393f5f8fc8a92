import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { forgotPasswordFormSchema, useForgotPassword } from '../api/forgot-password.ts';

/** The email to send a reset link to; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('identity');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordFormSchema, { defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      enqueueSnackbar(message, { variant: 'success' });
      setSentTo(values.email);
    } catch {
      // toasted by the API client
    }
  });

  return (
    <FormStack onSubmit={submit}>
      {sentTo && (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      )}
      <FormTextField control={form.control} name="email" type="email" label={t('fields.email')} autoComplete="email" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {sentTo ? t('forgot.sendAgain') : t('forgot.submit')}
      </Button>
      <Link component={RouterLink} to={loginHref} variant="body2" sx={{ alignSelf: 'center' }}>
        {t('forgot.backToLogin')}
      </Link>
    </FormStack>
  );
}
