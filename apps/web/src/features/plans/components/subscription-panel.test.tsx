import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar/plans.json';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { SubscriptionPanel } from './subscription-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const invoice = (number: number, is_paid: 'PAID' | 'TRIAL', total: string, period: 'YEARLY' | 'NO_PERIOD') => ({
  number,
  issue_date: '2026-11-20T09:00:00Z',
  total,
  vat: is_paid === 'PAID' ? '103.04' : '0.00',
  is_paid,
  plan: { slug: is_paid === 'PAID' ? 'ADVANCE' : 'PROFESSIONAL', name: 'الباقة', period },
});

describe('the invoice list', () => {
  it('shows a paid invoice with its total and PDF, and the free trial as free, with no document', async () => {
    storeSession(fakeAccessToken());
    syncSessionFromStorage();
    const server = fakeServer({
      'GET /api/v1/subscriptions/current': () => ({ status: 404, body: { detail: 'none' } }),
      'GET /api/v1/subscriptions/invoices': () => ({
        body: { items: [invoice(1002, 'PAID', '790.00', 'YEARLY'), invoice(1001, 'TRIAL', '0.00', 'NO_PERIOD')] },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SubscriptionPanel packagesHref="/payment/packages" />);
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    const [paid, trial] = rows as [HTMLElement, HTMLElement];
    expect(paid.textContent).toContain('790.00');
    expect(within(paid).getByRole('button', { name: ar.subscription.download })).toBeTruthy();
    expect(trial.textContent).toContain(ar.subscription.free);
    expect(trial.textContent).not.toContain('0.00');
    expect(within(trial).queryByRole('button', { name: ar.subscription.download })).toBeNull();
    // Every cell names its column, for the phone's stacked cards.
    expect(within(paid).getByText('790.00', { exact: false }).closest('td')?.getAttribute('data-label')).toBe(ar.subscription.total);
  });
});
