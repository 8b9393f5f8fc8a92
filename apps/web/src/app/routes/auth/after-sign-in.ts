import type { SessionUser } from '../../../shared/auth/access-claims.ts';
import { safeRedirect } from '../../../shared/auth/redirect.ts';
import { paths } from '../../paths.ts';

/**
 * Where a fresh sign-in goes (spec §2): an unverified mobile first, then the `redirect`
 * query when it is a path of this site, otherwise the dashboard.
 */
export function afterSignInHref(user: SessionUser, redirect: string | null): string {
  if (!user.is_mobile_verified) return paths.verificationCode.href('REGISTRATION');
  return safeRedirect(redirect, paths.dashboard.href());
}
