import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/identity/components/reset-password-form.tsx';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';

/** /auth/reset-password?token=… from the emailed link; without a token, the login page. */
export function ResetPasswordRoute() {
  const { t } = useTranslation(['identity', 'common']);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  if (!token) return <Navigate to={paths.login.href()} replace />;

  return (
    <FormCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <title>{`${t('reset.title')} | ${t('common:appName')}`}</title>
      <ResetPasswordForm token={token} onDone={() => navigate(paths.login.href(), { replace: true })} />
    </FormCard>
  );
}
