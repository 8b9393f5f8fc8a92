import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { newsletterSchema, useNewsletterSignUp } from '../api/public-forms.ts';

/** Idle, submitting, then a thank-you alert; a failure shows nothing (spec §4, §8). */
export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const signUp = useNewsletterSignUp();
  const [done, setDone] = useState(false);
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      setDone(true);
      form.reset();
    } catch {
      // deliberately silent
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {done && (
        <Alert severity="success" role="status">
          {t('newsletter.thanks')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <FormTextField control={form.control} name="email" type="email" label={t('newsletter.email')} autoComplete="email" size="small" />
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          sx={{ flexShrink: 0, height: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('newsletter.submit')}
        </Button>
      </Box>
    </Box>
  );
}
