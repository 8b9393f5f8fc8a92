import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeApi, mainMarket, stock, stockPage } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ObserverStub } from '../../../test/observer-stub.ts';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { HomeRoute } from './home.tsx';

// The canvas chart has nothing to draw on in jsdom; its data and frames are what is checked here.
vi.mock('../../../shared/chart/chart.tsx', () => ({
  Chart: ({ label }: { label: string }) => <div role="figure" aria-label={label} />,
  ChartSkeleton: () => <div data-testid="chart-skeleton" />,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const status = (holiday: boolean) => ({
  is_market_open: !holiday,
  is_market_holiday: holiday,
  market_start_time: '10:00',
  market_end_time: '15:00',
  trade_date: '2026-11-22',
  holiday_name: holiday ? 'اليوم الوطني' : null,
  last_trade_date: '2026-11-20',
  last_close_at: '2026-11-20T15:00:00.000+03:00',
  next_open_at: holiday ? '2026-11-23T10:00:00.000+03:00' : null,
});

function setup({ holiday = false, movers = true } = {}) {
  const api = fakeApi({
    '/api/v1/markets/': () => ({ items: [mainMarket], total: 1, page: 1, size: 100 }),
    [`/api/v1/markets/${mainMarket.guid}/status/`]: () => status(holiday),
    [`/api/v1/markets/${mainMarket.guid}/points/`]: (url) => ({
      period: url.searchParams.get('period'),
      items: [
        { trade_date: '2026-11-20', datetime: '2026-11-20T12:00:00Z', open: 1, high: 1, low: 1, close: 1, value: 1, trade_volume: 1 },
      ],
      today_live_points: null,
    }),
    '/api/v1/sectors/points/': () => ({ items: [] }),
    '/api/v1/stocks/': () => stockPage([stock()]),
    '/api/v1/stocks/movement/': (url) =>
      movers ? { movement: url.searchParams.get('movement'), items: [stock()] } : new Promise(() => undefined),
  });
  vi.stubGlobal('fetch', api.fetch);
  syncSessionFromStorage();
  renderWithProviders(<HomeRoute />, { path: '/dashboard' });
  return api;
}

describe('home page', { timeout: 15_000 }, () => {
  it('sends visitors to sign in from the follow list, on the first market', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'قائمة المتابعة' });
    expect(link.getAttribute('href')).toBe(`/dashboard/market/${mainMarket.guid}#auth-required`);
  });

  it('opens the Favorites tab of the first market for members', async () => {
    storeSession(fakeAccessToken());
    setup();
    const link = await screen.findByRole('link', { name: 'قائمة المتابعة' });
    expect(link.getAttribute('href')).toBe(`/dashboard/market/${mainMarket.guid}?tab=favorites`);
  });

  it('starts the index chart on Day with a green dot when the market trades', async () => {
    const api = setup();
    const chart = (await screen.findByRole('heading', { name: 'مؤشر تاسي' })).closest('section')!;
    await waitFor(() => expect(within(chart).getByRole('tab', { selected: true }).textContent).toContain('يوم'));
    expect(within(chart).getByTestId('market-status-dot').getAttribute('data-open')).toBe('true');
    await waitFor(() =>
      expect(api.calls.some((url) => url.pathname.endsWith('/points/') && url.searchParams.get('period') === 'day')).toBe(true),
    );
  });

  it('starts on Week on a holiday, and never asks for the day', async () => {
    const api = setup({ holiday: true });
    const chart = (await screen.findByRole('heading', { name: 'مؤشر تاسي' })).closest('section')!;
    await waitFor(() => expect(within(chart).getByRole('tab', { selected: true }).textContent).toBe('أسبوع'));
    expect(within(chart).getByTestId('market-status-dot').getAttribute('data-open')).toBe('false');
    const session = screen.getByTestId('market-session');
    expect(session.getAttribute('data-open')).toBe('false');
    expect(session.textContent).toMatch(/^السوق مغلقة اليوم: اليوم الوطني · تفتح .*23.*10:00/);
    await screen.findByRole('figure', { name: 'الرسم البياني لمؤشر تاسي' });
    expect(api.calls.some((url) => url.searchParams.get('period') === 'day')).toBe(false);
  });

  it('shows nine skeleton rows while the movers load', async () => {
    setup({ movers: false });
    const skeleton = await screen.findByTestId('movement-skeleton');
    expect(skeleton.children).toHaveLength(9);
  });

  it("holds the news panel's place, and asks for no news, until the reader nears it", async () => {
    ObserverStub.instances = [];
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    const api = setup();
    await screen.findByRole('table');
    expect(screen.getByTestId('home-news-space')).toBeTruthy();
    expect(api.calls.some((url) => url.pathname.includes('announcement'))).toBe(false);
    const reserved = screen.getByTestId('home-news-space');
    const observer = ObserverStub.instances.find((candidate) => candidate.observed.includes(reserved.parentElement!))!;
    act(() => observer.seeAll());
    await waitFor(() => expect(api.calls.some((url) => url.pathname.includes('announcement'))).toBe(true));
  });
});
