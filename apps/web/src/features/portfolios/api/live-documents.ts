import type { Overview, Performance, PortfolioChart } from '@sahm/contracts/portfolio';
import { portfolioKeys } from './query-keys.ts';

/**
 * The live service's portfolio subscriptions (owner only): each pushes the REST payload again
 * when a held stock ticks; `error` true means fetch once instead (spec §4).
 */
export const portfolioLiveStreams = {
  overview: {
    query: `subscription PortfolioOverview($guid: ID!) { portfolioOverview(guid: $guid) { error overview } }`,
    select: (data: { portfolioOverview: { overview: Overview | null; error: boolean } }) => data.portfolioOverview,
    value: (data: { portfolioOverview: { overview: Overview | null } }) => data.portfolioOverview.overview,
    queryKey: portfolioKeys.overview,
  },
  performance: {
    query: `subscription PortfolioPerformance($guid: ID!) { portfolioPerformance(guid: $guid) { error performance } }`,
    select: (data: { portfolioPerformance: { performance: Performance | null; error: boolean } }) => data.portfolioPerformance,
    value: (data: { portfolioPerformance: { performance: Performance | null } }) => data.portfolioPerformance.performance,
    queryKey: portfolioKeys.performance,
  },
  chart: {
    query: `subscription PortfolioChart($guid: ID!) { portfolioChart(guid: $guid) { error chart } }`,
    select: (data: { portfolioChart: { chart: PortfolioChart | null; error: boolean } }) => data.portfolioChart,
    value: (data: { portfolioChart: { chart: PortfolioChart | null } }) => data.portfolioChart.chart,
    queryKey: portfolioKeys.chart,
  },
} as const;
