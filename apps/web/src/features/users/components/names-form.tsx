import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserProfile } from '@sahm/contracts/users';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { namesFormSchema, useUpdateProfile } from '../api/update-profile.ts';

/** First and last name, saved in place. */
export function NamesForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const update = useUpdateProfile();
  const form = useZodForm(namesFormSchema, { values: { first_name: profile.first_name, last_name: profile.last_name } });

  const submit = form.handleSubmit(async (names) => {
    try {
      await update.mutateAsync(names);
      enqueueSnackbar(t('profile.saved'), { variant: 'success' });
    } catch {
      // toasted by the API client
    }
  });

  return (
    <FormStack onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="first_name" label={t('fields.first_name')} autoComplete="given-name" />
        <FormTextField control={form.control} name="last_name" label={t('fields.last_name')} autoComplete="family-name" />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!form.formState.isDirty}
        loading={form.formState.isSubmitting}
      >
        {t('profile.save')}
      </Button>
    </FormStack>
  );
}
