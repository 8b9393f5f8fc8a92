import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OtpType } from '@sahm/contracts/users';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FormStack } from '../../../shared/forms/form-stack.tsx';
import { refreshSession } from '../../../shared/auth/session.ts';
import { formatSaudiMobile } from '../../../shared/format/phone.ts';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import { CODE_LENGTH, CodeInput } from '../../../shared/ui/code-input.tsx';
import { PhoneNumber } from '../../../shared/ui/phone-number.tsx';
import { OtpTimer } from '../../../shared/ui/otp-timer.tsx';
import { useOtpStatus } from '../api/get-otp-status.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { ActivationCountdown } from './activation-countdown.tsx';

type Failure = { message: string; attemptsLeft: number | null };

function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) return { message: fallback, attemptsLeft: null };
  const attempts = (error.body as { attempts_left?: unknown } | null)?.attempts_left;
  return { message: error.message, attemptsLeft: typeof attempts === 'number' ? attempts : null };
}

type VerificationCodeProps = {
  type: OtpType;
  /** After the activation countdown: where the page goes next is the caller's. */
  onDone: () => void;
};

/**
 * The four-digit code sent by SMS (spec §2, §4): the code's countdown comes from the server's
 * seconds; resend waits for it unless the last resend failed; a wrong code says so, stops the
 * countdown and allows a resend. A right one starts the 20-second activation countdown.
 */
export function VerificationCode({ type, onDone }: VerificationCodeProps) {
  const { t } = useTranslation(['identity', 'common']);
  const status = useOtpStatus(type);
  const resend = useResendOtp(type);
  const verify = useVerifyOtp(type);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  // The status whose countdown a failed verification stopped; a newer status starts it again.
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const [notSent, setNotSent] = useState(false);
  const [verified, setVerified] = useState<{ message: string; at: number } | null>(null);

  const activeSeconds = status.data?.active ? status.data.expires_in : 0;
  const remaining = useCountdown(stoppedAt === status.dataUpdatedAt ? 0 : activeSeconds, status.dataUpdatedAt);

  if (verified) {
    return (
      <ActivationCountdown
        since={verified.at}
        toDashboard={type === 'REGISTRATION'}
        onDone={() => {
          enqueueSnackbar(verified.message, { variant: 'success' });
          onDone();
        }}
      />
    );
  }

  const submit = async () => {
    if (code.length !== CODE_LENGTH) return;
    try {
      const result = await verify.mutateAsync(code);
      // The token must say the mobile is verified before any gated page is opened.
      if (type === 'REGISTRATION') await refreshSession();
      setVerified({ message: result.message, at: Date.now() });
    } catch (error) {
      setFailure(failureOf(error, t('common:errors.network')));
      setCode('');
      setStoppedAt(status.dataUpdatedAt);
    }
  };

  const requestAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setNotSent(false);
        setFailure(null);
        enqueueSnackbar(t('common:otp.resent'), { variant: 'success' });
      },
      onError: () => setNotSent(true),
    });

  return (
    <Stack spacing={3}>
      <Typography color="textSecondary">
        {status.data ? (
          <>
            {t('verification.sentTo')} <PhoneNumber value={formatSaudiMobile(status.data.phone_number)} />
          </>
        ) : (
          // A failed status call is toasted by the API client; the code can still be typed.
          !status.isError && <Skeleton width="80%" />
        )}
      </Typography>
      <FormStack onSubmit={submit}>
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setFailure(null);
          }}
          error={Boolean(failure)}
          autoFocus
        />
        {failure && (
          <Typography role="alert" color="error" variant="body2" sx={{ textAlign: 'center' }}>
            {failure.message}
            {failure.attemptsLeft !== null && ` ${t('verification.attemptsLeft', { count: failure.attemptsLeft })}`}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={code.length !== CODE_LENGTH} loading={verify.isPending}>
          {t('verification.submit')}
        </Button>
      </FormStack>
      <OtpTimer remaining={remaining} notSent={notSent} resending={resend.isPending} onResend={requestAgain} />
    </Stack>
  );
}
