import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { PageFallback } from '../shared/ui/page-fallback.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every page (and the dashboard shell itself) is its own chunk, so the future landing
// page will not download the dashboard.
/** The browser's router; the landing page's build-time render passes a memory router. */
export function createRouter(create: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter> = createBrowserRouter) {
  return create([
    // Public pages in their own light frame: the landing page does not download the dashboard.
    {
      lazy: async () => ({ Component: (await import('./routes/public/public-layout.tsx')).PublicLayout }),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageFallback />,
      children: [
        { path: paths.home.path, lazy: async () => ({ Component: (await import('./routes/public/landing.tsx')).LandingRoute }) },
        { path: paths.landingEn.path, lazy: async () => ({ Component: (await import('./routes/public/landing.tsx')).LandingEnRoute }) },
        { path: paths.terms.path, lazy: async () => ({ Component: (await import('./routes/public/terms.tsx')).TermsRoute }) },
        { path: paths.contact.path, lazy: async () => ({ Component: (await import('./routes/public/contact.tsx')).ContactRoute }) },
        { path: paths.about.path, lazy: async () => ({ Component: (await import('./routes/public/about.tsx')).AboutRoute }) },
        { path: paths.privacy.path, lazy: async () => ({ Component: (await import('./routes/public/privacy.tsx')).PrivacyRoute }) },
        { path: paths.help.path, lazy: async () => ({ Component: (await import('./routes/public/help.tsx')).HelpRoute }) },
        {
          path: paths.deactivate.path,
          lazy: async () => ({ Component: (await import('./routes/public/deactivate.tsx')).DeactivateRoute }),
        },
        {
          path: paths.sharedPortfolio.path,
          lazy: async () => ({ Component: (await import('./routes/public/shared-portfolio.tsx')).SharedPortfolioRoute }),
        },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('./shell/app-layout.tsx')).AppLayout }),
      loader: async (args) => (await import('./shell/layout-data.ts')).layoutLoader(args),
      errorElement: <RouteError />,
      // Shown while the first route's chunks load.
      hydrateFallbackElement: <PageFallback />,
      children: [
        {
          path: paths.mainMarket.path,
          lazy: async () => ({ Component: (await import('./routes/main-market-redirect.tsx')).MainMarketRedirect }),
        },
        {
          path: paths.dashboard.path,
          // The data's code is the page's own: a chunk of its own, fetched beside the page's.
          loader: async (args) => (await import('./routes/dashboard/home-data.ts')).homeLoader(args),
          lazy: async () => ({ Component: (await import('./routes/dashboard/home.tsx')).HomeRoute }),
        },
        {
          path: paths.market.path,
          loader: async (args) => (await import('./routes/market-data.ts')).marketLoader(args),
          lazy: async () => ({ Component: (await import('./routes/market.tsx')).MarketRoute }),
        },
        {
          path: paths.funds.path,
          loader: async (args) => (await import('./routes/funds-data.ts')).fundsLoader(args),
          lazy: async () => ({ Component: (await import('./routes/funds.tsx')).FundsRoute }),
        },
        {
          path: paths.stock.path,
          loader: async (args) => (await import('./routes/dashboard/stock-data.ts')).stockLoader(args),
          lazy: async () => ({ Component: (await import('./routes/dashboard/stock.tsx')).StockRoute }),
          children: [
            { index: true, element: <Navigate to="overview" replace /> },
            {
              path: 'overview',
              loader: async (args) => (await import('./routes/dashboard/stock-data.ts')).stockOverviewLoader(args),
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-tabs.tsx')).StockOverviewRoute }),
            },
            {
              path: 'financial-statements',
              loader: async (args) => (await import('./routes/dashboard/stock-financials-data.ts')).stockFinancialsLoader(args),
              lazy: async () => ({
                Component: (await import('./routes/dashboard/stock-financial-statements.tsx')).StockFinancialStatementsRoute,
              }),
            },
            {
              path: 'performance',
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-tabs.tsx')).StockPerformanceRoute }),
            },
            {
              path: 'statistics',
              loader: async (args) => (await import('./routes/dashboard/stock-financials-data.ts')).stockStatisticsLoader(args),
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-statistics.tsx')).StockStatisticsRoute }),
            },
            // The company tabs, each its own chunk: a reader of one does not download the others.
            {
              path: 'dividends',
              loader: async (args) => (await import('./routes/dashboard/stock-dividends-data.ts')).stockDividendsLoader(args),
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-dividends.tsx')).StockDividendsRoute }),
            },
            {
              path: 'company-profile',
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-company-profile.tsx')).StockCompanyProfileRoute }),
            },
            {
              path: 'share-holders',
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-shareholders.tsx')).StockShareholdersRoute }),
            },
            {
              path: 'shariah',
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-shariah.tsx')).StockShariahRoute }),
            },
            {
              path: 'comparisons',
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-comparisons.tsx')).StockComparisonsRoute }),
            },
            {
              path: 'news',
              loader: async (args) => (await import('./routes/dashboard/stock-news-data.ts')).stockNewsLoader(args),
              lazy: async () => ({ Component: (await import('./routes/dashboard/stock-news.tsx')).StockNewsRoute }),
            },
          ],
        },
        {
          path: paths.fund.path,
          loader: async (args) => (await import('./routes/dashboard/fund-data.ts')).fundLoader(args),
          lazy: async () => ({ Component: (await import('./routes/dashboard/fund.tsx')).FundRoute }),
          children: [
            { index: true, element: <Navigate to="overview" replace /> },
            {
              path: 'overview',
              loader: async (args) => (await import('./routes/dashboard/fund-data.ts')).fundOverviewLoader(args),
              lazy: async () => ({ Component: (await import('./routes/dashboard/fund.tsx')).FundOverviewRoute }),
            },
            {
              path: 'performance',
              lazy: async () => ({ Component: (await import('./routes/dashboard/fund.tsx')).FundPerformanceRoute }),
            },
          ],
        },

        { path: paths.compare.path, lazy: async () => ({ Component: (await import('./routes/dashboard/compare.tsx')).CompareRoute }) },

        // News and events; the sub-areas' fixed names rank before the announcement's guid.
        { path: paths.news.path, lazy: async () => ({ Component: (await import('./routes/dashboard/news.tsx')).NewsRoute }) },
        { path: paths.newsMarket.path, lazy: async () => ({ Component: (await import('./routes/dashboard/news.tsx')).NewsMarketRoute }) },
        {
          path: paths.newsAdvisors.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/news.tsx')).NewsAdvisorsRoute }),
        },
        {
          path: paths.newsCalendar.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/news-calendars.tsx')).NewsCalendarRoute }),
        },
        {
          path: paths.newsDividends.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/news-calendars.tsx')).NewsDividendsRoute }),
        },
        {
          path: paths.newsDetail.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/news-detail.tsx')).NewsDetailRoute }),
        },

        { path: paths.screener.path, lazy: async () => ({ Component: (await import('./routes/dashboard/screener.tsx')).ScreenerRoute }) },
        // Analyst recommendations: visitors go to log in first; plans without the permission are offered an upgrade.
        {
          lazy: async () => ({ Component: (await import('./routes/require-auth.tsx')).RequireAuth }),
          children: [
            {
              path: paths.capitalExpectations.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/capital-expectations.tsx')).CapitalExpectationsRoute }),
            },
          ],
        },

        // Virtual portfolios: visitors see the page's lock; buying and selling need a member.
        {
          path: paths.myStocks.path,
          loader: async (args) => (await import('./routes/dashboard/my-stocks-data.ts')).myStocksLoader(args),
          lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks.tsx')).MyStocksRoute }),
        },

        // Alerts and their notifications: visitors see the page's sign-in lock.
        { path: paths.alerts.path, lazy: async () => ({ Component: (await import('./routes/dashboard/alerts.tsx')).AlertsRoute }) },

        // Plans and payment.
        { path: paths.payment.path, element: <Navigate to={paths.packages.href()} replace /> },
        { path: paths.packages.path, lazy: async () => ({ Component: (await import('./routes/payment/packages.tsx')).PackagesRoute }) },
        { path: paths.paymentFallback.path, element: <Navigate to={paths.notFound.href()} replace /> },

        // Accounts: open to visitors.
        { path: paths.login.path, lazy: async () => ({ Component: (await import('./routes/auth/login.tsx')).LoginRoute }) },
        { path: paths.register.path, lazy: async () => ({ Component: (await import('./routes/auth/register.tsx')).RegisterRoute }) },
        {
          path: paths.forgotPassword.path,
          lazy: async () => ({ Component: (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute }),
        },
        {
          path: paths.resetPassword.path,
          lazy: async () => ({ Component: (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute }),
        },
        { path: paths.authFallback.path, element: <Navigate to={paths.login.href()} replace /> },

        // Signed in, mobile not yet verified.
        {
          lazy: async () => ({ Component: (await import('./routes/require-auth.tsx')).RequireSignedIn }),
          children: [
            {
              path: paths.verificationCode.path,
              lazy: async () => ({ Component: (await import('./routes/auth/verification-code.tsx')).VerificationCodeRoute }),
            },
          ],
        },
        // Signed in and verified.
        {
          lazy: async () => ({ Component: (await import('./routes/require-auth.tsx')).RequireAuth }),
          children: [
            {
              path: paths.myStocksBuy.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks.tsx')).MyStocksBuyRoute }),
            },
            {
              path: paths.myStocksSell.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks.tsx')).MyStocksSellRoute }),
            },
            {
              path: paths.myStocksDividends.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks-dividends.tsx')).MyStocksDividendsRoute }),
            },
            {
              path: paths.myStocksReturns.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks-returns.tsx')).MyStocksReturnsRoute }),
            },
            {
              path: paths.myStocksZakat.path,
              lazy: async () => ({ Component: (await import('./routes/dashboard/my-stocks-zakat.tsx')).MyStocksZakatRoute }),
            },
            { path: paths.checkout.path, lazy: async () => ({ Component: (await import('./routes/payment/checkout.tsx')).CheckoutRoute }) },
            {
              path: paths.paymentCompleted.path,
              lazy: async () => ({ Component: (await import('./routes/payment/completed.tsx')).PaymentCompletedRoute }),
            },
            { path: paths.profile.path, lazy: async () => ({ Component: (await import('./routes/profile/profile.tsx')).ProfileRoute }) },
            {
              path: paths.changeEmail.path,
              lazy: async () => ({ Component: (await import('./routes/profile/change-routes.tsx')).ChangeEmailRoute }),
            },
            {
              path: paths.changeMobile.path,
              lazy: async () => ({ Component: (await import('./routes/profile/change-routes.tsx')).ChangeMobileRoute }),
            },
            {
              path: paths.changePassword.path,
              lazy: async () => ({ Component: (await import('./routes/profile/change-routes.tsx')).ChangePasswordRoute }),
            },
          ],
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

/** Resolves once the first route's code (and what it waits for) has loaded, so the first render is the page itself. */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
