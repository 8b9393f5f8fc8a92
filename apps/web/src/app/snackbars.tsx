import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { snackbarsMounted } from '../shared/ui/notify.ts';

const SnackbarProvider = lazy(async () => ({ default: (await import('notistack')).SnackbarProvider }));

const noChanges = () => () => undefined;

function Mounted() {
  useEffect(snackbarsMounted, []);
  return null;
}

/**
 * The toasts' stack (notistack), fetched once the page is drawn: not part of any page's first paint,
 * and absent from the landing page's build-time render, so its hydration matches. Toasts are shown
 * through shared/ui/notify.ts.
 */
export function Snackbars() {
  // False while the landing page's build-time HTML is taken over, so nothing differs from it; true after.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} autoHideDuration={5000} />
      <Mounted />
    </Suspense>
  );
}
