import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { changePasswordFormSchema, useChangePassword } from '../api/change-password.ts';

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('users');
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      enqueueSnackbar(message, { variant: 'success' });
      onDone();
    } catch {
      // A wrong old password: the API client shows the server's message.
    }
  });

  return (
    <FormStack onSubmit={submit}>
      <PasswordField control={form.control} name="old_password" label={t('changePassword.old')} autoComplete="current-password" autoFocus />
      <PasswordField control={form.control} name="new_password" label={t('changePassword.new')} autoComplete="new-password" />
      <PasswordField control={form.control} name="confirm_password" label={t('changePassword.confirm')} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('changePassword.submit')}
      </Button>
    </FormStack>
  );
}
