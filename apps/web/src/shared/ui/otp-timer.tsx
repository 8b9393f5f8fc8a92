import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../format/countdown.ts';
import { Ltr } from './ltr.tsx';

type OtpTimerProps = {
  /** Seconds left on the code's countdown. */
  remaining: number;
  /** The last resend failed: resend stays available whatever the countdown says. */
  notSent: boolean;
  resending: boolean;
  onResend: () => void;
};

/**
 * The code's mm:ss countdown and the resend button (spec §4): resend is disabled while the
 * countdown runs, unless the last resend failed ("OTP was not sent").
 */
export function OtpTimer({ remaining, notSent, resending, onResend }: OtpTimerProps) {
  const { t } = useTranslation('common');
  const counting = remaining > 0;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {notSent && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {t('otp.notSent')}
        </Alert>
      )}
      <Typography variant="body2" color="textSecondary" role="timer" aria-live="off">
        {counting ? (
          <>
            {t('otp.expiresIn')}{' '}
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
            >
              <Ltr>{formatCountdown(remaining)}</Ltr>
            </Typography>
          </>
        ) : (
          t('otp.noCode')
        )}
      </Typography>
      <Button variant="text" onClick={onResend} disabled={(counting && !notSent) || resending}>
        {t('otp.resend')}
      </Button>
    </Stack>
  );
}
