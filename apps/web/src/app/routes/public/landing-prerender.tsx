import type { Locale } from '@sahm/contracts/common';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../../app-root.tsx';
import { initI18n } from '../../i18n/init-i18n.ts';
import { paths } from '../../paths.ts';
import { createRouter, routerReady } from '../../router.tsx';
import { landingNamespaces } from './landing-links.ts';

/**
 * The landing page rendered at build time with the app's own tree (AppRoot and the routes), as a
 * visitor sees it in the light theme: the HTML shows at once, before any script, and the browser's
 * app takes it over as it is. Runs in Node (the build) and in tests, never in the browser bundle.
 */
export type PrerenderedPage = { locale: Locale; title: string; html: string };

export async function renderLandingPage(locale: Locale): Promise<PrerenderedPage> {
  if (i18next.isInitialized) await i18next.changeLanguage(locale);
  else await initI18n(locale);
  await i18next.loadNamespaces([...landingNamespaces]);
  const path = locale === 'en' ? paths.landingEn.href() : paths.home.href();
  const router = createRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  await routerReady(router);
  const markup = renderToString(<AppRoot locale={locale} router={router} />);
  router.dispose();
  // The page's <title> belongs in the document's head, not where the component renders it.
  let title = '';
  const html = markup.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { locale, title, html };
}
