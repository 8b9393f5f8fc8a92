import type { Locale } from '@sahm/contracts/common';
import { StrictMode, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import type { createRouter } from './router.tsx';

export type AppRouter = ReturnType<typeof createRouter>;

/** The landing page's HTML may have been hidden for this visitor (see the build); the app's render is shown. */
function RevealRendered() {
  useLayoutEffect(() => document.documentElement.removeAttribute('data-prerender'), []);
  return null;
}

/**
 * The whole app. The landing page's build-time render uses this same tree, so the browser can take
 * over that HTML as it is (hydration) instead of building the page again.
 */
export function AppRoot({ locale, router }: { locale: Locale; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProvider locale={locale}>
        <RouterProvider router={router} />
        <RevealRendered />
      </AppProvider>
    </StrictMode>
  );
}
