import { planPermissions } from '@sahm/contracts/permissions';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { companyPaths, companyStock, page, profile, shariahList } from '../../../test/company-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { AppProvider } from '../../provider.tsx';
import { StockCompanyProfileRoute } from './stock-company-profile.tsx';
import { StockDividendsRoute } from './stock-dividends.tsx';
import { StockShareholdersRoute } from './stock-shareholders.tsx';
import { StockShariahRoute } from './stock-shariah.tsx';

afterEach(() => vi.unstubAllGlobals());

const tabs: Record<string, ComponentType> = {
  'company-profile': StockCompanyProfileRoute,
  'share-holders': StockShareholdersRoute,
  dividends: StockDividendsRoute,
  shariah: StockShariahRoute,
};

/** A tab under a stock page that hands it its stock, as the stock route does. */
function openTab(tab: string) {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [companyPaths.profile]: () => profile(),
      [companyPaths.boardCurrent]: () => page([]),
      [companyPaths.capital]: () => page([]),
      [companyPaths.shariah]: () => shariahList(),
    }).fetch,
  );
  syncSessionFromStorage();
  const Tab = tabs[tab]!;
  const router = createMemoryRouter(
    [
      {
        path: '/stock',
        element: <Outlet context={{ stock: companyStock, status: undefined, statusSettled: true }} />,
        children: [{ path: tab, element: <Tab /> }],
      },
    ],
    { initialEntries: [`/stock/${tab}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider locale="ar" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const signInPrompt = () => screen.findByRole('heading', { name: 'سجّل الدخول لعرض هذا القسم' });
const upgradePrompt = () => screen.findByRole('heading', { name: 'ميزة للمشتركين' });
const asPlan = (plan: 'BASIC' | 'ADVANCE') =>
  storeSession(fakeAccessToken({ current_plan: plan, roles: [plan, ...planPermissions[plan]] }));

describe('the company tabs behind their gates', { timeout: 20_000 }, () => {
  it.each(Object.keys(tabs))('asks a visitor to sign in on %s', async (tab) => {
    openTab(tab);
    expect(await signInPrompt()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe(`/stock/${tab}#auth-required`);
  });

  it.each(['share-holders', 'dividends'])('offers a BASIC member the upgrade on %s', async (tab) => {
    asPlan('BASIC');
    openTab(tab);
    expect(await upgradePrompt()).toBeTruthy();
    expect(screen.getByText('هذه الميزة متاحة لمشتركي الباقة المتقدمة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اطّلع على الباقات' }).getAttribute('href')).toBe('/payment');
  });

  it('shows a BASIC member the company profile', async () => {
    asPlan('BASIC');
    openTab('company-profile');
    expect(await screen.findByText('شركة متكاملة للطاقة والكيميائيات.')).toBeTruthy();
    expect(screen.queryByTestId('gated-content')).toBeNull();
  });

  it('shows any signed-in member the Shariah cards', async () => {
    asPlan('BASIC');
    openTab('shariah');
    expect(await screen.findByText('الهيئة الشرعية لمصرف الراجحي')).toBeTruthy();
    expect(screen.queryByTestId('gated-content')).toBeNull();
  });

  it('opens the shareholders to an ADVANCE member', async () => {
    asPlan('ADVANCE');
    openTab('share-holders');
    expect(await screen.findByRole('table', { name: 'كبار ملاك أرامكو السعودية' })).toBeTruthy();
    expect(screen.queryByTestId('gated-content')).toBeNull();
  });
});
