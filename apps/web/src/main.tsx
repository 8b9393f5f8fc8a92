import type { Locale } from '@sahm/contracts/common';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import { startTransition } from 'react';
import { applyDeferredStyles } from './app/deferred-styles.ts';
import { FRAME_ATTRIBUTE } from './app/frame-attribute.ts';
import { warmIntl } from './shared/format/warm-intl.ts';
import { paths } from './app/paths.ts';
import { applyDocumentLocale, LOCALE_STORAGE_KEY, readStoredLocale } from './shared/i18n/locale.ts';

/**
 * /en is the English landing page, and `?lang=en|ar` names the language of a shared link (the news
 * feed's and a shared page's links carry it): that language from the start (and saved), with no reload.
 */
function startingLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  const named: Locale | null = window.location.pathname === paths.landingEn.href() ? 'en' : asked === 'en' || asked === 'ar' ? asked : null;
  if (!named) return readStoredLocale();
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, named);
  } catch {
    // This page in that language all the same
  }
  return named;
}

/** Lets the browser paint and answer input before the next part of the app's code runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

applyDeferredStyles();
const locale = startingLocale();
applyDocumentLocale(locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The app's code is evaluated in a few parts, each in its own task (translations, routes and
 * session, then React, Material UI and the providers): in one go it would hold the main thread for
 * a long while on a phone.
 *
 * The landing page arrives rendered at build time, for a visitor in the light theme. When that is
 * this visitor's page, the app takes the HTML over as it is (hydration); otherwise (dark theme,
 * another language, signed in: the page was kept hidden) it renders its own in its place. Either
 * way it waits for the route's code, so the first render is the whole page, and renders in a
 * transition: in short slices, so a tap or a scroll is never held up for long. The app's pages
 * arrive with its frame drawn (build/app-frame.ts); the frame stays until the route's code and
 * first data are there, and the first render, the page itself, replaces it.
 */
async function start(container: HTMLElement): Promise<void> {
  const { initI18n } = await import('./app/i18n/init-i18n.ts');
  // The shell's strings must be there before the first render; other namespaces load with their routes.
  const translations = initI18n(locale);
  await nextTask();
  const [{ createRouter, routerReady }, { installSession }, { appQueryClient }] = await Promise.all([
    import('./app/router.tsx'),
    import('./shared/auth/api-auth.ts'),
    import('./app/query-client.ts'),
  ]);
  // The session first: the router starts the first page's loader (its data, signed in) at once.
  const session: { router?: ReturnType<typeof createRouter> } = {};
  installSession({
    navigate: (href) => void session.router?.navigate(href),
    loginHref: paths.login.href,
    verificationHref: () => paths.verificationCode.href('REGISTRATION'),
  });
  const router = createRouter();
  session.router = router;
  // While the first page's data is on its way, not inside the page's first render.
  warmIntl(locale);
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { AppRoot, prepareStyles } = await import('./app/app-root.tsx');
  prepareStyles(locale);
  await nextTask();
  const prerendered = container.dataset.prerendered;
  const framed = container.hasAttribute(FRAME_ATTRIBUTE);
  await Promise.all([translations, prerendered || framed ? routerReady(router) : undefined]);
  const app = <AppRoot locale={locale} router={router} queryClient={appQueryClient()} />;
  const takeOver = prerendered === locale && document.documentElement.dataset.prerender !== 'stale';
  startTransition(() => {
    if (takeOver) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
