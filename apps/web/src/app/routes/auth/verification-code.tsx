import { otpTypeSchema } from '@sahm/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { VerificationCode } from '../../../features/identity/components/verification-code.tsx';
import { getSession } from '../../../shared/auth/session.ts';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';

/** /auth/verification-code/:type (signed in). REGISTRATION ends on the dashboard's onboarding; other types go back. */
export function VerificationCodeRoute() {
  const { t } = useTranslation(['identity', 'common']);
  const navigate = useNavigate();
  const parsed = otpTypeSchema.safeParse(useParams().type);
  const [verifiedOnArrival] = useState(() => getSession().user?.is_mobile_verified === true);
  if (!parsed.success) return <Navigate to={paths.login.href()} replace />;
  const type = parsed.data;
  if (type === 'REGISTRATION' && verifiedOnArrival) return <Navigate to={paths.dashboard.href()} replace />;

  const title = type === 'REGISTRATION' ? t('verification.title') : t('verification.titleChangeMobile');
  return (
    <FormCard title={title}>
      <title>{`${title} | ${t('common:appName')}`}</title>
      <VerificationCode
        type={type}
        onDone={() => {
          if (type === 'REGISTRATION') navigate(paths.dashboard.href('onboarding'), { replace: true });
          else navigate(-1);
        }}
      />
    </FormCard>
  );
}
