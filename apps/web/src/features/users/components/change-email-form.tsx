import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useLater } from '../../../shared/hooks/use-later.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useMe } from '../api/get-me.ts';
import { changeEmailFormSchema, useUpdateProfile } from '../api/update-profile.ts';

/** The profile returns this long after a changed email (spec §4). */
export const EMAIL_CHANGED_RETURN_MS = 1400;

export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('users');
  const me = useMe();
  const update = useUpdateProfile();
  const later = useLater();
  const form = useZodForm(changeEmailFormSchema, { defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch {
      return; // 409 (taken), a wrong password and other failures are toasted by the API client
    }
    enqueueSnackbar(t('changeEmail.success'), { variant: 'success' });
    later(onDone, EMAIL_CHANGED_RETURN_MS);
  });

  return (
    <FormStack onSubmit={submit}>
      {me.data && (
        <Typography variant="body2" color="textSecondary">
          {t('changeEmail.current')} <Ltr>{me.data.email}</Ltr>
        </Typography>
      )}
      <FormTextField control={form.control} name="email" type="email" label={t('changeEmail.newEmail')} autoComplete="email" autoFocus />
      <PasswordField
        control={form.control}
        name="password"
        label={t('changeEmail.password')}
        autoComplete="current-password"
        helperText={t('changeEmail.passwordHint')}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} disabled={update.isSuccess}>
        {t('changeEmail.submit')}
      </Button>
    </FormStack>
  );
}
