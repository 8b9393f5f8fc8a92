import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { planRoutes } from './routes.ts';
import { createPlanService } from './service.ts';

/** Builds the plan service once and serves packages and subscriptions. */
export const plansModule = fp(
  async (app) => {
    const plans = createPlanService({ database: app.database });
    await registerApi(app, planRoutes, { plans });
  },
  { name: 'plans', fastify: '5.x' },
);
