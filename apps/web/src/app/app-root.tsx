import type { Locale } from '@sahm/contracts/common';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FRAME_THEME_ATTRIBUTE } from './frame-attribute.ts';
import { AppProvider } from './provider.tsx';
import { markAppRendered } from './route-data.ts';
import type { createRouter } from './router.tsx';
import { warmRtlDeclarations } from './theme/rtl-declarations.ts';

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * What the first render of a page in this language would otherwise do first, inside its commit:
 * in Arabic, the right-to-left turn's patterns compiled (see rtl-declarations.ts). Called by the
 * browser's start-up in a task of its own before the app renders.
 */
export function prepareStyles(locale: Locale): void {
  if (locale === 'ar') warmRtlDeclarations();
}

/**
 * The landing page's HTML may have been hidden for this visitor (see the build); the app's render is
 * shown. The app's frame (build/app-frame.ts) set the page's background until the app's own styles.
 */
function RevealRendered() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-prerender');
    document.documentElement.removeAttribute(FRAME_THEME_ATTRIBUTE);
    markAppRendered();
  }, []);
  return null;
}

/**
 * The whole app. The landing page's build-time render uses this same tree, so the browser can take
 * over that HTML as it is (hydration) instead of building the page again.
 */
export function AppRoot({ locale, router, queryClient }: { locale: Locale; router: AppRouter; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProvider locale={locale} queryClient={queryClient}>
        <RouterProvider router={router} />
        <RevealRendered />
      </AppProvider>
    </StrictMode>
  );
}
