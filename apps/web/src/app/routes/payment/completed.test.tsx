import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar/plans.json';
import { savePendingCheckout } from '../../../features/payments/checkout-storage.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentCompletedRoute } from './completed.tsx';

const priceGuid = '00000000-0000-4000-8000-000000000012';

function open(query: string) {
  return renderWithProviders(<PaymentCompletedRoute />, {
    path: '/payment/completed',
    initialEntry: `/payment/completed?${query}`,
    routes: [
      { path: '/payment', element: <p>packages page</p> },
      { path: '/dashboard', element: <p>home</p> },
    ],
  });
}

describe('/payment/completed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the failure page with the transaction id and a retry back to the checkout', async () => {
    savePendingCheckout({ package_price_guid: priceGuid, promo_code_guid: null });
    vi.stubGlobal(
      'fetch',
      fakeServer({
        'POST /api/v1/payments/': () => ({
          body: { payment_id: 'pay_9', status: 'failed', subscription_guid: null, invoice_number: null, message: 'declined' },
        }),
      }).fetch,
    );
    open('id=pay_9&status=failed&amount=63200&message=declined');
    expect(await screen.findByRole('heading', { name: ar.completed.failureTitle })).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('pay_9');
    expect(screen.getByRole('link', { name: ar.completed.retry }).getAttribute('href')).toBe(`/payment/checkout?price=${priceGuid}`);
  });

  it('sends any other status to /payment', async () => {
    const { router } = open('id=pay_9&status=initiated');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  it('records a paid payment with the chosen price and promo, then shows the success page', async () => {
    savePendingCheckout({ package_price_guid: priceGuid, promo_code_guid: '00000000-0000-4000-8000-000000000099' });
    const server = fakeServer({
      'POST /api/v1/payments/': () => ({
        body: {
          payment_id: 'pay_1',
          status: 'paid',
          subscription_guid: '00000000-0000-4000-8000-000000000050',
          invoice_number: 7,
          message: 'APPROVED',
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    open('id=pay_1&status=paid&amount=63200&message=APPROVED');
    expect(await screen.findByTestId('payment-success')).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('pay_1');
    const sent = JSON.parse(server.requests.find((request) => request.path === '/api/v1/payments/')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      payment_id: 'pay_1',
      status: 'paid',
      amount: 63200,
      package_price_guid: priceGuid,
      promo_code_guid: '00000000-0000-4000-8000-000000000099',
    });
  });
});
