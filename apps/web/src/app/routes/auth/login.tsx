import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/identity/components/login-form.tsx';
import { getSession } from '../../../shared/auth/session.ts';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';
import { afterSignInHref } from './after-sign-in.ts';

/** /auth/login (also every unknown /auth/* path). */
export function LoginRoute() {
  const { t } = useTranslation(['identity', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Signed in already when the page opened: nothing to do here. (Not after signing in on it:
  // then the redirect decides.)
  const [signedInOnArrival] = useState(() => getSession().user !== null);
  if (signedInOnArrival) return <Navigate to={paths.dashboard.href()} replace />;

  return (
    <FormCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <title>{`${t('login.title')} | ${t('common:appName')}`}</title>
      <LoginForm
        onSuccess={(user) => navigate(afterSignInHref(user, search.get('redirect')), { replace: true })}
        forgotPasswordHref={paths.forgotPassword.href()}
        registerHref={paths.register.href()}
        autoFocus
      />
    </FormCard>
  );
}
