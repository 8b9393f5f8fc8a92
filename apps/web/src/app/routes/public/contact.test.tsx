import type { Package } from '@sahm/contracts/plans';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar/landing.json';
import en from '../../../locales/en/landing.json';
import { fakeServer } from '../../../test/fake-server.ts';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactRoute } from './contact.tsx';

const corporate: Package = {
  guid: '00000000-0000-4000-8000-000000000004',
  slug: 'CORPORATE',
  name: 'Corporate',
  description: '',
  contact_email: 'sales@sahm.sa',
  prices: [],
  feature_mapping: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('ar');
});

describe('contact page', { timeout: 15_000 }, () => {
  for (const [locale, text] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    it(`gives the support and sales addresses, the trial form and the account pages, ${locale}`, async () => {
      await initTestI18n(locale);
      vi.stubGlobal(
        'fetch',
        fakeServer({ 'GET /api/v1/packages/': () => ({ body: { items: [corporate], total: 1, page: 1, size: 25 } }) }).fetch,
      );
      renderWithProviders(<ContactRoute />, { path: '/contact', locale });
      expect(await screen.findByRole('heading', { level: 1, name: text.contactPage.title })).toBeTruthy();
      // The sales address is the corporate package's own, from the API.
      expect((await screen.findByRole('link', { name: 'sales@sahm.sa' })).getAttribute('href')).toBe('mailto:sales@sahm.sa');
      // The support address left at its stand-in (support@sahm.example) is not shown as if it worked.
      expect(screen.queryByRole('link', { name: /sahm\.example/ })).toBeNull();
      expect(screen.getByRole('link', { name: text.contactPage.trial.link }).getAttribute('href')).toBe('/#book-trial');
      expect(screen.getByRole('link', { name: text.contactPage.account.deactivate }).getAttribute('href')).toBe('/account/deactivate');
      expect(screen.getByRole('link', { name: text.contactPage.account.terms }).getAttribute('href')).toBe('/terms-and-conditions');
    });
  }
});
