import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { writeUpgradeRequest, type UpgradeRequest } from '../../features/plans/upgrade-request.ts';
import { dialogHashes } from '../paths.ts';

/**
 * Opens the #upgrade-required dialog over the current page, saying `request` (its default wording
 * and plan when none is given). `replace` when the page opens it by itself, so Back does not
 * reopen it; a push when the reader's own action asked for it.
 */
export function useOpenUpgrade(request?: Partial<UpgradeRequest>, { replace = false } = {}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { title, message, plan } = request ?? {};
  return useCallback(() => {
    if (title || message || plan) writeUpgradeRequest({ title, message, plan });
    navigate({ pathname, search, hash: dialogHashes.upgradeRequired }, { replace });
  }, [navigate, pathname, search, title, message, plan, replace]);
}

/** Spec §6: a member whose plan does not open the page is offered the upgrade once on arrival; closing it leaves the page to look at. */
export function useUpgradeOnArrival(locked: boolean, request?: Partial<UpgradeRequest>) {
  const open = useOpenUpgrade(request, { replace: true });
  const offered = useRef(false);
  useEffect(() => {
    if (!locked || offered.current) return;
    offered.current = true;
    open();
  }, [locked, open]);
}
