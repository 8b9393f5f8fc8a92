import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../shared/auth/access-claims.ts';
import { signIn } from '../../../shared/auth/session.ts';
import { signInFailureMessage } from '../../../shared/auth/token-service.ts';
import { FormTextField } from '../../../shared/forms/form-text-field.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { PhoneField } from '../../../shared/forms/phone-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { lookupLabel, useLookups } from '../api/get-lookups.ts';
import { registerFormSchema, useRegisterUser, type RegisterFormInput } from '../api/register-user.ts';

const investmentFields = ['investment_experience', 'annual_investment', 'age'] as const;

// Selects start empty: nothing is chosen for the visitor.
const emptyForm = {
  investment_experience: '',
  annual_investment: '',
  age: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
} as unknown as DefaultValues<RegisterFormInput>;

type RegisterWizardProps = {
  /** The account exists and its owner is signed in; the code is on its way by SMS. */
  onRegistered: (user: SessionUser) => void;
  loginHref: string;
};

/**
 * Two steps (spec §2): investment experience, then personal information. The stepper's first
 * step takes the visitor back; going forward checks the first step's answers.
 */
export function RegisterWizard({ onRegistered, loginHref }: RegisterWizardProps) {
  const { t } = useTranslation(['identity', 'common']);
  const locale = useLocale();
  const [step, setStep] = useState(0);
  const lookups = useLookups();
  const register = useRegisterUser();
  const form = useZodForm(registerFormSchema, { defaultValues: emptyForm });

  const next = async () => {
    if (await form.trigger([...investmentFields], { shouldFocus: true })) setStep(1);
  };

  const submit = form.handleSubmit(async (payload) => {
    try {
      await register.mutateAsync(payload);
    } catch {
      return; // 409 (email or mobile taken) and other failures are toasted by the API client.
    }
    enqueueSnackbar(t('register.success'), { variant: 'success' });
    try {
      onRegistered(await signIn({ email: payload.email, password: payload.password, remember: false }));
    } catch (error) {
      enqueueSnackbar(signInFailureMessage(error), { variant: 'error' });
    }
  });

  const stepTitles = [t('register.steps.investment'), t('register.steps.personal')];

  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} nonLinear={false} alternativeLabel>
        {stepTitles.map((title, index) => (
          <Step key={title} completed={index < step}>
            {index < step ? <StepButton onClick={() => setStep(index)}>{title}</StepButton> : <StepLabel>{title}</StepLabel>}
          </Step>
        ))}
      </Stepper>

      <FormStack onSubmit={step === 0 ? next : submit}>
        {step === 0 ? (
          <>
            <Typography variant="body2" color="textSecondary">
              {t('register.investmentHint')}
            </Typography>
            {investmentFields.map((name) => (
              <FormTextField key={name} control={form.control} name={name} select label={t(`fields.${name}`)} disabled={!lookups.data}>
                {(lookups.data?.[name] ?? []).map((item) => (
                  <MenuItem key={item.identifier} value={item.identifier}>
                    {lookupLabel(item, locale)}
                  </MenuItem>
                ))}
              </FormTextField>
            ))}
            <Button type="submit" variant="contained" size="large">
              {t('register.next')}
            </Button>
          </>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="first_name" label={t('fields.first_name')} autoComplete="given-name" autoFocus />
              <FormTextField control={form.control} name="last_name" label={t('fields.last_name')} autoComplete="family-name" />
            </Stack>
            <FormTextField control={form.control} name="email" type="email" label={t('fields.email')} autoComplete="email" />
            <PhoneField control={form.control} name="phone_number" label={t('fields.phone_number')} />
            <PasswordField
              control={form.control}
              name="password"
              label={t('fields.password')}
              autoComplete="new-password"
              helperText={t('register.passwordHint')}
            />
            <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
              {t('register.submit')}
            </Button>
          </>
        )}
      </FormStack>

      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={loginHref} sx={{ fontWeight: 600 }}>
          {t('register.login')}
        </Link>
      </Typography>
    </Stack>
  );
}
