import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { trialRequestSchema, useTrialRequest } from '../api/public-forms.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';

/** Book a trial: name and email, optional message; a thank-you message after. */
export function TrialRequestForm() {
  const { t } = useTranslation('landing');
  const request = useTrialRequest();
  const [done, setDone] = useState(false);
  const form = useZodForm(trialRequestSchema, { defaultValues: { name: '', email: '', message: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ ...values, message: values.message || undefined });
      setDone(true);
    } catch {
      // toasted by the API client
    }
  });

  if (done) {
    return (
      <Alert severity="success" role="status" data-testid="trial-thanks">
        {t('trial.thanks')}
      </Alert>
    );
  }
  return (
    <FormStack onSubmit={submit}>
      <FormTextField control={form.control} name="name" label={t('trial.name')} autoComplete="name" />
      <FormTextField control={form.control} name="email" type="email" label={t('trial.email')} autoComplete="email" />
      <FormTextField control={form.control} name="message" label={t('trial.message')} multiline minRows={3} />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
        {t('trial.submit')}
      </Button>
    </FormStack>
  );
}
