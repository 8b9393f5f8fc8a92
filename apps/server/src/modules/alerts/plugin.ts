import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { memoryBus, redisBus, type LiveBus } from '../../platform/live-bus.ts';
import type { AlertControl, NoticeBatch } from './control.ts';
import { createDelivery } from './delivery.ts';
import { createAlertEngine, type AlertEngine } from './engine.ts';
import { alertRoutes } from './routes.ts';
import { createAlertService, type AlertService } from './service.ts';
import type { AlertRow } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertService;
    /** Notifications as they fire, heard by every process (the live sockets relay them to their owners). */
    alertNotices: LiveBus<NoticeBatch>;
    /** The evaluator, when this process may run it (ALERTS=on); it runs in one process at a time. */
    alertEngine: AlertEngine | undefined;
  }
}

/**
 * Alerts: the user's API, the evaluator of every alert on the feed's steps and the company
 * events, and the delivery of what fires (in the app, by email and by web push).
 */
export const alertsModule = fp(
  async (app) => {
    const { config } = app;
    const bus = <E>(name: string): LiveBus<E> =>
      app.redis && config.redisUrl ? redisBus<E>(config.redisUrl, app.redis, app.log, config.redisPrefix, name) : memoryBus<E>();
    const control = bus<AlertControl>('alert-control');
    const notices = bus<NoticeBatch>('alert-notices');
    app.decorate('alertNotices', notices);

    /** A portfolio's change today in hundredths of a percent, read as its owner reads it. */
    const portfolioChange = async (a: Pick<AlertRow, 'userId' | 'portfolioId'>) => {
      if (!a.portfolioId) return undefined;
      try {
        const o = await app.portfolios.overview({ userId: a.userId, locale: 'ar' }, a.portfolioId);
        const held = new Set(o.stocks.map((s) => s.stock_guid));
        return { change: held.size ? Math.round(o.total_change * 100) : null, name: o.name, held };
      } catch {
        return undefined; // deleted meanwhile: its alert goes with it
      }
    };

    const service = createAlertService({ database: app.database, control, portfolioChange });
    app.decorate('alerts', service);
    // Dividends announced and Shariah changes are told only in the process that wrote them; the evaluator may be elsewhere.
    app.companyData.on(({ kind, stockId, shariah, dividend }) => {
      const told =
        kind === 'dividends' && dividend
          ? control.publish({ type: 'dividend', stockId, dividendId: dividend.id })
          : kind === 'shariah' && shariah?.changed
            ? control.publish({ type: 'shariah', stockId, provider: shariah.provider, status: shariah.status })
            : undefined;
      told?.catch((err: unknown) => app.log.warn({ err }, 'alerts: a company change was not told'));
    });

    const delivery = createDelivery({
      database: app.database,
      notices,
      messaging: app.messaging,
      background: app.background,
      log: app.log,
      publicOrigin: config.publicOrigin,
    });
    const engine =
      config.alerts === 'on'
        ? createAlertEngine({
            database: app.database,
            bus: app.liveBus,
            newsBus: app.newsBus,
            control,
            delivery,
            log: app.log,
            portfolioChange,
          })
        : undefined;
    app.decorate('alertEngine', engine);
    app.addHook('onReady', async () => {
      await engine?.start();
    });
    app.addHook('onClose', async () => {
      await engine?.stop();
      await control.close();
      await notices.close();
    });
    await registerApi(app, alertRoutes, { alerts: service, pushKey: app.messaging.push.publicKey });
  },
  { name: 'alerts', fastify: '5.x', dependencies: ['messaging', 'portfolios', 'news', 'company-admin'] },
);
