import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MobileStepper from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnboardingIllustration, onboardingSlides, TrialIllustration } from './onboarding-slides.tsx';

type OnboardingDialogProps = { open: boolean; onClose: () => void };

/**
 * #onboarding (spec §2): a welcome that announces the 3-day professional trial, then five slides
 * of what the product does, with previous, next and finish.
 */
export function OnboardingDialog({ open, onClose }: OnboardingDialogProps) {
  const { t } = useTranslation(['identity', 'common']);
  // -1 is the welcome screen; 0..4 the slides.
  const [index, setIndex] = useState(-1);
  const slide = index >= 0 ? onboardingSlides[index] : undefined;
  const last = index === onboardingSlides.length - 1;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="onboarding-title" aria-describedby="onboarding-text">
      <IconButton
        aria-label={t('common:actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 1 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 5 }}>
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', minHeight: { sm: 320 } }}>
          {slide ? <OnboardingIllustration slide={slide} /> : <TrialIllustration />}
          <Typography id="onboarding-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {slide ? t(`onboarding.slides.${slide.id}.title`) : t('onboarding.welcome.title')}
          </Typography>
          <Typography id="onboarding-text" color="textSecondary" sx={{ maxWidth: 440 }}>
            {slide ? t(`onboarding.slides.${slide.id}.text`) : t('onboarding.welcome.text')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
        {slide ? (
          <Box sx={{ width: '100%' }}>
            <MobileStepper
              variant="dots"
              steps={onboardingSlides.length}
              activeStep={index}
              position="static"
              sx={{ bgcolor: 'transparent', p: 0 }}
              backButton={
                <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
                  {t('onboarding.previous')}
                </Button>
              }
              nextButton={
                last ? (
                  <Button variant="contained" onClick={onClose}>
                    {t('onboarding.finish')}
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => setIndex(index + 1)}>
                    {t('onboarding.next')}
                  </Button>
                )
              }
            />
          </Box>
        ) : (
          <Button variant="contained" size="large" onClick={() => setIndex(0)}>
            {t('onboarding.welcome.explore')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
