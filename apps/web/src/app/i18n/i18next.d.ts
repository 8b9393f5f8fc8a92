import 'i18next';
import type alerts from '../../locales/ar/alerts.json';
import type common from '../../locales/ar/common.json';
import type company from '../../locales/ar/company.json';
import type faith from '../../locales/ar/faith.json';
import type financials from '../../locales/ar/financials.json';
import type comparisons from '../../locales/ar/comparisons.json';
import type funds from '../../locales/ar/funds.json';
import type identity from '../../locales/ar/identity.json';
import type landing from '../../locales/ar/landing.json';
import type markets from '../../locales/ar/markets.json';
import type news from '../../locales/ar/news.json';
import type plans from '../../locales/ar/plans.json';
import type portfolios from '../../locales/ar/portfolios.json';
import type screener from '../../locales/ar/screener.json';
import type recommendations from '../../locales/ar/recommendations.json';
import type shell from '../../locales/ar/shell.json';
import type share from '../../locales/ar/share.json';
import type stocks from '../../locales/ar/stocks.json';
import type users from '../../locales/ar/users.json';
import type validation from '../../locales/ar/validation.json';

// Arabic is the source language: a key missing from it fails to compile;
// src/locales/locales.test.ts keeps English in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shell: typeof shell;
      markets: typeof markets;
      news: typeof news;
      stocks: typeof stocks;
      company: typeof company;
      financials: typeof financials;
      comparisons: typeof comparisons;
      funds: typeof funds;
      identity: typeof identity;
      users: typeof users;
      plans: typeof plans;
      portfolios: typeof portfolios;
      faith: typeof faith;
      share: typeof share;
      alerts: typeof alerts;
      screener: typeof screener;
      recommendations: typeof recommendations;
      landing: typeof landing;
      validation: typeof validation;
    };
  }
}
