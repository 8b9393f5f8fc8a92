import type { LandingLinks } from '../../../features/landing/components/landing-page.tsx';
import { paths } from '../../paths.ts';

export const landingLinks: LandingLinks = {
  register: paths.register.href(),
  login: paths.login.href(),
  dashboard: paths.dashboard.href(),
};

/** Namespaces the landing page renders with, besides the ones loaded before any page. */
export const landingNamespaces = ['landing', 'plans', 'validation'] as const;
