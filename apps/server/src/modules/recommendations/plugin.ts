import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { registerApi } from '../../platform/api-routes.ts';
import { recommendationAdminRoutes, REPORT_MAX_BYTES } from './admin-routes.ts';
import { recommendationRoutes } from './routes.ts';
import { createRecommendationsService, type RecommendationsService } from './service.ts';
import { createRecommendationWrites } from './writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    recommendations: RecommendationsService;
  }
}

/**
 * Analyst recommendations and research firms: the gated reads and report files, the firms' logos,
 * the back office's writes and uploads. Multipart parsing is registered in this module's scope only.
 */
export const recommendationsModule = fp(
  async (app) => {
    const recommendations = createRecommendationsService({ database: app.database, stocks: app.stocks });
    app.decorate('recommendations', recommendations);
    // The data version tells other processes; this one drops its copies at once.
    const writes = createRecommendationWrites({
      database: app.database,
      today: recommendations.today,
      written: () => recommendations.invalidate(),
    });
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: REPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(recommendationRoutes, { recommendations });
        await api.register(recommendationAdminRoutes, { recommendations, writes });
      },
      {},
    );
  },
  { name: 'recommendations', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
