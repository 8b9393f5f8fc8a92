import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, mainMarket, stock, stockPage } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MarketRoute } from './market.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(initialEntry = `/dashboard/market/${mainMarket.guid}`) {
  const api = fakeApi({
    '/api/v1/markets/': () => ({ items: [mainMarket], total: 1, page: 1, size: 100 }),
    '/api/v1/sectors/': () => ({ items: [] }),
    '/api/v1/stocks/': (url) => stockPage(url.searchParams.get('search') === 'لا شيء' ? [] : [stock()]),
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderWithProviders(<MarketRoute />, { path: '/dashboard/market/:marketGuid', initialEntry });
  const stockCalls = () => api.calls.filter((url) => url.pathname === '/api/v1/stocks/');
  return { ...view, stockCalls };
}

// The first render of MUI on a busy machine can take seconds.
describe('market list page', { timeout: 15_000 }, () => {
  it('lists the market stocks with the default page size', async () => {
    const { stockCalls } = setup();
    expect(await screen.findByText('الإنماء')).toBeTruthy();
    const first = stockCalls()[0]!;
    expect(first.searchParams.get('market_guid')).toBe(mainMarket.guid);
    expect(first.searchParams.get('size')).toBe('25');
    expect(first.searchParams.get('page')).toBe('1');
  });

  it('debounced search updates the address and the query', async () => {
    const { router, stockCalls } = setup();
    await screen.findByText('الإنماء');
    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('stock-search-input'), { target: { value: 'الانماء' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('الانماء'));
    await waitFor(() => expect(stockCalls().some((url) => url.searchParams.get('search') === 'الانماء')).toBe(true));
  });

  it('sorting a column resets the page and asks the server', async () => {
    const { router, stockCalls } = setup(`/dashboard/market/${mainMarket.guid}?page=3`);
    await screen.findByText('الإنماء');
    fireEvent.click(screen.getByRole('button', { name: 'حجم التداول' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_by=-trade_volume'));
    await waitFor(() => expect(stockCalls().at(-1)?.searchParams.get('order_by')).toBe('-trade_volume'));
  });

  it('shows an empty state that clears the filters', async () => {
    const { router } = setup(`/dashboard/market/${mainMarket.guid}?search=${encodeURIComponent('لا شيء')}`);
    expect(await screen.findByText('لا توجد أسهم مطابقة')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'مسح عوامل التصفية' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('holds the summary’s place with placeholders until the markets arrive, so the list does not move', async () => {
    setup();
    // Before any answer: the summary is drawn, with placeholders in its lines.
    expect(screen.getAllByTestId('market-summary-pending').length).toBeGreaterThan(0);
    expect(await screen.findByText('تاسي', { exact: false })).toBeTruthy();
    expect(screen.queryAllByTestId('market-summary-pending')).toHaveLength(0);
  });

  it('says so when the market does not exist', async () => {
    setup('/dashboard/market/99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText('لم نعثر على هذا السوق')).toBeTruthy();
  });
});
