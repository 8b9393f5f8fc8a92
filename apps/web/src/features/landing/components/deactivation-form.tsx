import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { deactivationRequestSchema, useDeactivationRequest } from '../api/public-forms.ts';

/** The submitting state lasts at least this long (spec §4: about two seconds), then the confirmation. */
export const DEACTIVATION_MIN_WAIT_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Account deletion request: email (required) and an optional reason (spec §2, §4). */
export function DeactivationForm() {
  const { t } = useTranslation('landing');
  const request = useDeactivationRequest();
  const [done, setDone] = useState(false);
  const form = useZodForm(deactivationRequestSchema, { defaultValues: { email: '', reason: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await Promise.all([request.mutateAsync({ email: values.email, reason: values.reason || undefined }), wait(DEACTIVATION_MIN_WAIT_MS)]);
      setDone(true);
    } catch {
      // toasted by the API client
    }
  });

  if (done) {
    return (
      <Alert severity="success" role="status" data-testid="deactivation-confirmation">
        {t('deactivate.confirmation')}
      </Alert>
    );
  }
  return (
    <FormStack onSubmit={submit}>
      <FormTextField control={form.control} name="email" type="email" label={t('deactivate.email')} autoComplete="email" required />
      <FormTextField control={form.control} name="reason" label={t('deactivate.reason')} multiline minRows={3} />
      <Button type="submit" variant="contained" color="error" loading={form.formState.isSubmitting}>
        {t('deactivate.submit')}
      </Button>
    </FormStack>
  );
}
