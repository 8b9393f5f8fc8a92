import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../shared/auth/use-session.ts';
import { paths } from '../paths.ts';

/**
 * Pages for signed-in users (spec §2): visitors go to log in and come back after;
 * a user whose mobile is unverified goes to the verification screen first, unless `allowUnverified`.
 */
export function RequireAuth({ allowUnverified = false }: { allowUnverified?: boolean }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  if (!allowUnverified && !user.is_mobile_verified) return <Navigate to={paths.verificationCode.href('REGISTRATION')} replace />;
  return <Outlet />;
}

export function RequireSignedIn() {
  return <RequireAuth allowUnverified />;
}
