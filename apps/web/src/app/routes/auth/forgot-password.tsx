import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../../features/identity/components/forgot-password-form.tsx';
import { FormCard } from '../../../shared/ui/form-card.tsx';
import { paths } from '../../paths.ts';

export function ForgotPasswordRoute() {
  const { t } = useTranslation(['identity', 'common']);
  return (
    <FormCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <title>{`${t('forgot.title')} | ${t('common:appName')}`}</title>
      <ForgotPasswordForm loginHref={paths.login.href()} />
    </FormCard>
  );
}
