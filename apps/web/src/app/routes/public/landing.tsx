import { useEffect } from 'react';
import { LandingPage } from '../../../features/landing/components/landing-page.tsx';
import { switchLocale } from '../../../shared/i18n/locale.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';
import { LicenceBadge } from '../../shell/licence-badge.tsx';

const links = {
  register: paths.register.href(),
  login: paths.login.href(),
  dashboard: paths.dashboard.href(),
  checkout: (priceGuid: string) => paths.checkout.href(priceGuid),
};

/** `/` — the landing page in the reader's language (Arabic unless they chose English). */
export function LandingRoute() {
  return <LandingPage links={links} licenceBadge={<LicenceBadge />} />;
}

/** `/en` — the English landing page: forces the locale to English (a reload, as every locale change). */
export function LandingEnRoute() {
  const locale = useLocale();
  useEffect(() => {
    if (locale !== 'en') switchLocale('en');
  }, [locale]);
  return locale === 'en' ? <LandingRoute /> : <PageFallback />;
}
