import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { PhoneField } from '../../../shared/forms/phone-field.tsx';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { formatSaudiMobile } from '../../../shared/format/phone.ts';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import { useLater } from '../../../shared/hooks/use-later.ts';
import { CODE_LENGTH, CodeInput } from '../../../shared/ui/code-input.tsx';
import { PhoneNumber } from '../../../shared/ui/phone-number.tsx';
import { OtpTimer } from '../../../shared/ui/otp-timer.tsx';
import { useCreateMobileChangeOtp, type SentCode } from '../api/create-otp.ts';
import { codeRefused, mobileNumberFormSchema, mobilePasswordFormSchema, useUpdateProfile } from '../api/update-profile.ts';

/** The profile returns this long after a changed mobile (spec §4). */
export const MOBILE_CHANGED_RETURN_MS = 1000;

/**
 * Two steps (spec §4): the new number, for which a code is texted ("verify"); then that code
 * with the current password ("update"). The number changes only when both are right.
 */
export function ChangeMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const numberForm = useZodForm(mobileNumberFormSchema, { defaultValues: { phone_number: '' } });
  const passwordForm = useZodForm(mobilePasswordFormSchema, { defaultValues: { password: '' } });
  const createOtp = useCreateMobileChangeOtp();
  const update = useUpdateProfile();
  const later = useLater();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const [notSent, setNotSent] = useState(false);
  // A wrong code stops the countdown so a new code can be asked for at once.
  const [stopped, setStopped] = useState(false);
  const seconds = sent && !stopped && sent.status.active ? sent.status.expires_in : 0;
  const remaining = useCountdown(seconds, sent?.receivedAt ?? 0);

  const codeSent = (next: SentCode) => {
    setSent(next);
    setStopped(false);
    setNotSent(false);
    setCode('');
  };

  const requestCode = numberForm.handleSubmit(async ({ phone_number }) => {
    try {
      codeSent(await createOtp.mutateAsync(phone_number));
    } catch {
      // 409 (the number has an account) and 429 are toasted by the API client.
    }
  });

  const resend = () => {
    if (!sent) return;
    createOtp.mutate(sent.phone, {
      onSuccess: (next) => {
        codeSent(next);
        enqueueSnackbar(t('common:otp.resent'), { variant: 'success' });
      },
      onError: () => setNotSent(true),
    });
  };

  const submitCode = passwordForm.handleSubmit(async ({ password }) => {
    if (!sent || code.length !== CODE_LENGTH) return;
    try {
      await update.mutateAsync({ phone_number: sent.phone, otp_code: code, password });
    } catch (error) {
      // A wrong code is used up: clear it and allow a new one. A wrong password (toasted by the
      // API client) costs the code nothing, so it stays.
      if (codeRefused(error)) {
        setCode('');
        setStopped(true);
      }
      return;
    }
    enqueueSnackbar(t('changeMobile.success'), { variant: 'success' });
    later(onDone, MOBILE_CHANGED_RETURN_MS);
  });

  const steps = [t('changeMobile.steps.number'), t('changeMobile.steps.code')];
  const step = sent ? 1 : 0;

  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} alternativeLabel>
        {steps.map((title, index) => (
          <Step key={title} completed={index < step}>
            {index < step ? <StepButton onClick={() => setSent(null)}>{title}</StepButton> : <StepLabel>{title}</StepLabel>}
          </Step>
        ))}
      </Stepper>

      {sent ? (
        <FormStack onSubmit={submitCode}>
          <Typography color="textSecondary">
            {t('changeMobile.sentTo')} <PhoneNumber value={formatSaudiMobile(sent.phone)} />
          </Typography>
          <CodeInput value={code} onChange={setCode} autoFocus />
          <PasswordField
            control={passwordForm.control}
            name="password"
            label={t('changeMobile.password')}
            autoComplete="current-password"
            helperText={t('changeMobile.passwordHint')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={code.length !== CODE_LENGTH || update.isSuccess}
            loading={update.isPending}
          >
            {t('changeMobile.update')}
          </Button>
          <OtpTimer remaining={remaining} notSent={notSent} resending={createOtp.isPending} onResend={resend} />
        </FormStack>
      ) : (
        <FormStack onSubmit={requestCode}>
          <Typography variant="body2" color="textSecondary">
            {t('changeMobile.hint')}
          </Typography>
          <PhoneField control={numberForm.control} name="phone_number" label={t('changeMobile.newNumber')} autoFocus />
          <Button type="submit" variant="contained" size="large" loading={numberForm.formState.isSubmitting}>
            {t('changeMobile.verify')}
          </Button>
        </FormStack>
      )}
    </Stack>
  );
}
