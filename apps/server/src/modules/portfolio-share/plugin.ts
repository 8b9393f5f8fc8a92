import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { shareRoutes } from './routes.ts';
import { createShareService } from './service.ts';
import { sharePages } from './share-page.ts';

/** Read-only links to portfolios: the owner's switch, the public read and the page's preview tags. */
export const portfolioShareModule = fp(
  async (app) => {
    const share = createShareService({ database: app.database, portfolios: app.portfolios, returns: app.portfolioReturns });
    sharePages(app, share);
    await registerApi(app, shareRoutes, { share });
  },
  { name: 'portfolio-share', fastify: '5.x', dependencies: ['portfolios', 'portfolio-returns'] },
);
