import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ChangeEmailForm } from '../../../features/users/components/change-email-form.tsx';
import { ChangeMobileForm } from '../../../features/users/components/change-mobile-form.tsx';
import { ChangePasswordForm } from '../../../features/users/components/change-password-form.tsx';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';

type ChangeForm = ComponentType<{ onDone: () => void }>;

/** A change page of the profile: a way back, the form in a card, and the profile again when done. */
function ProfileChange({ section, Form }: { section: 'changeEmail' | 'changeMobile' | 'changePassword'; Form: ChangeForm }) {
  const { t } = useTranslation(['users', 'common']);
  const navigate = useNavigate();
  const title = t(`${section}.title`);
  return (
    <>
      <title>{`${title} | ${t('common:appName')}`}</title>
      <Button
        component={RouterLink}
        to={paths.profile.href()}
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
        sx={{ mb: 1 }}
      >
        {t('profile.back')}
      </Button>
      <FormCard title={title} subtitle={t(`${section}.subtitle`)}>
        <Form onDone={() => navigate(paths.profile.href())} />
      </FormCard>
    </>
  );
}

/** /dashboard/profile/change-email — back to the profile about 1.4 s after the change. */
export const ChangeEmailRoute = () => <ProfileChange section="changeEmail" Form={ChangeEmailForm} />;
/** /dashboard/profile/change-mobile — number, then code; back about 1 s after the change. */
export const ChangeMobileRoute = () => <ProfileChange section="changeMobile" Form={ChangeMobileForm} />;
/** /dashboard/profile/change-password */
export const ChangePasswordRoute = () => <ProfileChange section="changePassword" Form={ChangePasswordForm} />;
