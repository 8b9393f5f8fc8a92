import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../shared/auth/use-session.ts';
import { paths, dialogHashes } from '../paths.ts';
import { afterSignInHref } from '../routes/auth/after-sign-in.ts';

const AuthRequiredDialog = lazy(async () => ({
  default: (await import('../../features/identity/components/auth-required-dialog.tsx')).AuthRequiredDialog,
}));
const UpgradeRequiredDialog = lazy(async () => ({
  default: (await import('../../features/plans/components/upgrade-required-dialog.tsx')).UpgradeRequiredDialog,
}));
const OnboardingDialog = lazy(async () => ({
  default: (await import('../../features/identity/components/onboarding-dialog.tsx')).OnboardingDialog,
}));

/** Dialogs opened by the address hash on any page (spec §2); closing one clears the hash. */
export function HashDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const close = () => navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });

  return (
    <Suspense fallback={null}>
      {hash === dialogHashes.authRequired && !user && (
        <AuthRequiredDialog
          open
          onClose={close}
          onSignedIn={(signedIn) => {
            if (signedIn.is_mobile_verified) close();
            else navigate(afterSignInHref(signedIn, null), { replace: true });
          }}
          registerHref={paths.register.href()}
          forgotPasswordHref={paths.forgotPassword.href()}
        />
      )}
      {/* The welcome speaks of the new account's trial: visitors have none. */}
      {hash === dialogHashes.onboarding && user && <OnboardingDialog open onClose={close} />}
      {hash === dialogHashes.upgradeRequired && <UpgradeRequiredDialog onClose={close} paymentHref={paths.payment.href()} />}
    </Suspense>
  );
}
