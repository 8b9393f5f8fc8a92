import { createBrowserRouter } from 'react-router';
import { paths } from './paths.ts';
import { PageFallback } from '../shared/ui/page-fallback.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every page (and the dashboard shell itself) is its own chunk, so the future landing
// page will not download the dashboard.
export function createRouter() {
  return createBrowserRouter([
    {
      lazy: async () => ({ Component: (await import('./shell/app-layout.tsx')).AppLayout }),
      errorElement: <RouteError />,
      // Shown while the first route's chunks load.
      hydrateFallbackElement: <PageFallback />,
      children: [
        {
          path: paths.home.path,
          lazy: async () => ({ Component: (await import('./routes/main-market-redirect.tsx')).MainMarketRedirect }),
        },
        {
          path: paths.dashboard.path,
          lazy: async () => ({ Component: (await import('./routes/main-market-redirect.tsx')).MainMarketRedirect }),
        },
        {
          path: paths.market.path,
          lazy: async () => ({ Component: (await import('./routes/market.tsx')).MarketRoute }),
        },
        {
          path: paths.notFound.path,
          lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
        },
      ],
    },
  ]);
}
