import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { RegisterWizard } from '../../../features/identity/components/register-wizard.tsx';
import { getSession } from '../../../shared/auth/session.ts';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';

/** /auth/register: the two-step wizard, then the registration code. */
export function RegisterRoute() {
  const { t } = useTranslation(['identity', 'common']);
  const navigate = useNavigate();
  const [signedInOnArrival] = useState(() => getSession().user !== null);
  if (signedInOnArrival) return <Navigate to={paths.dashboard.href()} replace />;

  return (
    <FormCard title={t('register.title')} subtitle={t('register.subtitle')} maxWidth={560}>
      <title>{`${t('register.title')} | ${t('common:appName')}`}</title>
      <RegisterWizard
        loginHref={paths.login.href()}
        onRegistered={() => navigate(paths.verificationCode.href('REGISTRATION'), { replace: true })}
      />
    </FormCard>
  );
}
