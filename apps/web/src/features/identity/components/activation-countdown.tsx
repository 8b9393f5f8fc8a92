import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';

/** Seconds the activation message stays before the user moves on (spec §9). */
export const ACTIVATION_SECONDS = 20;

type ActivationCountdownProps = { since: number; toDashboard: boolean; onDone: () => void };

export function ActivationCountdown({ since, toDashboard, onDone }: ActivationCountdownProps) {
  const { t } = useTranslation('identity');
  const left = useCountdown(ACTIVATION_SECONDS, since);
  const done = useRef(false);
  const finish = useRef(onDone);
  useEffect(() => {
    finish.current = onDone;
  });
  // Once only, whether the countdown ran out or the user chose not to wait.
  const leave = () => {
    if (done.current) return;
    done.current = true;
    finish.current();
  };
  useEffect(() => {
    if (left <= 0) leave();
  }, [left]);

  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('verification.activated.title')}
      </Typography>
      <Typography color="textSecondary">
        {toDashboard ? t('verification.activated.toDashboard', { count: left }) : t('verification.activated.back', { count: left })}
      </Typography>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" value={((ACTIVATION_SECONDS - left) / ACTIVATION_SECONDS) * 100} size={56} />
        <Typography
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {left}
        </Typography>
      </Box>
      {/* The spec's 20 seconds are an offer, not a wait: the user may go on at once. */}
      <Button variant="contained" onClick={leave} autoFocus>
        {t(toDashboard ? 'verification.activated.continueToDashboard' : 'verification.activated.continue')}
      </Button>
    </Stack>
  );
}
