import type { Locale } from '@sahm/contracts/common';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider.tsx';

/** The real providers (theme, RTL cache, query client, toasts) for component tests of any layer. */
export function TestProviders({ locale = 'ar', children }: { locale?: Locale; children: ReactNode }) {
  return <AppProvider locale={locale}>{children}</AppProvider>;
}

type Options = { path?: string; initialEntry?: string; locale?: Locale; routes?: RouteObject[] };

/** Renders `ui` inside the real providers and a memory router; returns the router to inspect the address. */
export function renderWithProviders(ui: ReactNode, { path = '/', initialEntry = path, locale = 'ar', routes = [] }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [initialEntry] });
  const result = render(
    <AppProvider locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
