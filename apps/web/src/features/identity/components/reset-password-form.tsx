import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { resetPasswordFormSchema, useResetPassword } from '../api/reset-password.ts';

type ResetPasswordFormProps = { token: string; onDone: () => void };

/** A new password, twice, for the account of the emailed link. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('identity');
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', confirm_password: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ password, token });
      enqueueSnackbar(message, { variant: 'success' });
      onDone();
    } catch {
      // An unknown, used or expired link: the API client shows the server's message.
    }
  });

  return (
    <FormStack onSubmit={submit}>
      <PasswordField control={form.control} name="password" label={t('fields.newPassword')} autoComplete="new-password" autoFocus />
      <PasswordField control={form.control} name="confirm_password" label={t('fields.confirmPassword')} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </FormStack>
  );
}
