import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { sectorRoutes } from './routes.ts';
import { createSectorService, type SectorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sectors: SectorService;
  }
}

/** Builds the sector service once (it reads the markets' live figures), shares it with the app, and serves the sectors routes. */
export const sectorsModule = fp(
  async (app) => {
    const sectors = createSectorService({ database: app.database, markets: app.markets });
    app.decorate('sectors', sectors);
    await registerApi(app, sectorRoutes, { sectors });
  },
  { name: 'sectors', fastify: '5.x', dependencies: ['markets'] },
);
