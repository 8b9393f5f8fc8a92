import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogHashes } from '../paths.ts';

/** Opens the sign-in dialog (#auth-required) over the current page. */
export function useSignInPrompt(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => navigate({ pathname, search, hash: dialogHashes.authRequired }), [navigate, pathname, search]);
}

/** The same dialog as a link target (the gate's sign-in button). */
export function useSignInTarget() {
  const { pathname, search } = useLocation();
  return { pathname, search, hash: dialogHashes.authRequired };
}
