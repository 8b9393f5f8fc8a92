import type { Locale } from '@sahm/contracts/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arLanding from '../../../locales/ar/landing.json';
import enLanding from '../../../locales/en/landing.json';
import arShell from '../../../locales/ar/shell.json';
import enShell from '../../../locales/en/shell.json';
import { LANDING_READY_EVENT } from '../../../features/landing/landing-ready.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { AppRoot } from '../../app-root.tsx';
import { paths } from '../../paths.ts';
import { createRouter } from '../../router.tsx';
import { renderLandingPage } from './landing-prerender.tsx';

const strings = { ar: { landing: arLanding, shell: arShell }, en: { landing: enLanding, shell: enShell } };
const featureIds = ['statements', 'indicators', 'dividends', 'compare', 'filter', 'portfolio'] as const;
const faqIds = ['what', 'trial', 'delay', 'cancel', 'payment', 'corporate'] as const;

function pathOf(locale: Locale) {
  return locale === 'en' ? paths.landingEn.href() : paths.home.href();
}

describe('the landing page rendered at build time', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`holds every section of the page, ${locale}`, async () => {
      const { landing, shell } = strings[locale];
      const page = await renderLandingPage(locale);
      expect(page.title).toBe(`${locale === 'ar' ? 'سهم' : 'Sahm'} | ${landing.hero.title}`);
      const html = page.html;
      for (const text of [
        landing.hero.title,
        landing.hero.subtitle,
        landing.hero.tryNow,
        landing.hero.trialNote,
        landing.nav.login,
        landing.nav.otherLanguage,
        landing.features.title,
        ...featureIds.map((id) => landing.features.items[id].title),
        landing.faq.title,
        ...faqIds.map((id) => landing.faq.items[id].q),
        landing.trial.title,
        landing.newsletter.title,
        shell.footer.tagline,
        // The hero's badge names the exchange; the footer's the market regulator.
        shell.footer.licenceExchange,
        shell.footer.licence,
      ]) {
        expect(html).toContain(text);
      }
      // The packages' prices come from the API in the browser: a placeholder holds their place.
      expect(html).toContain('MuiSkeleton');
      expect(html).not.toContain('<title>');
    });
  }
});

describe('the app taking over the landing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  });

  it('hydrates the HTML without a mismatch, then loads the packages', async () => {
    const page = await renderLandingPage('ar');
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/v1/packages/': () => ({ body: { items: [], total: 0, page: 1, size: 25 } }) }).fetch);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.appendChild(container);
    // As in the build: emotion's style tags go to the head, the markup is the app's own.
    container.querySelectorAll('style[data-emotion]').forEach((style) => document.head.appendChild(style));
    const hero = screen.getByRole('heading', { level: 1, name: arLanding.hero.title });

    const errors: unknown[] = [];
    const ready = new Promise<void>((resolve) => document.addEventListener(LANDING_READY_EVENT, () => resolve(), { once: true }));
    const router = createRouter((routes) => createMemoryRouter(routes, { initialEntries: [pathOf('ar')] }));
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
    });
    const root = await act(async () =>
      hydrateRoot(container, <AppRoot locale="ar" router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await ready;
    expect(errors).toEqual([]);
    // The very element rendered at build time is the app's now.
    expect(screen.getByRole('heading', { level: 1, name: arLanding.hero.title })).toBe(hero);
    await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(within(container).getByRole('heading', { level: 2, name: arLanding.faq.title })).toBeTruthy();
    act(() => root.unmount());
    router.dispose();
  });
});
