import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { AnnouncementNotice } from '@sahm/contracts/live';
import { registerApi } from '../../platform/api-routes.ts';
import { memoryBus, redisBus, type LiveBus } from '../../platform/live-bus.ts';
import { newsAdminRoutes, HEADER_MAX_BYTES } from './admin-routes.ts';
import { announcementNotices } from './live-notices.ts';
import { newsPages } from './news-page.ts';
import { newsRoutes } from './routes.ts';
import { createNewsService, type NewsService } from './service.ts';
import { createNewsWrites } from './writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
    /** Newly published announcements, heard by every process (through Redis when configured). */
    newsBus: LiveBus<AnnouncementNotice>;
  }
}

/**
 * Announcements and events: the public reads, the feed and header images, the back office's
 * writes, the live notices of new announcements, and the head of a shared announcement's page.
 */
export const newsModule = fp(
  async (app) => {
    const { config } = app;
    const bus =
      app.redis && config.redisUrl
        ? redisBus<AnnouncementNotice>(config.redisUrl, app.redis, app.log, config.redisPrefix, 'news')
        : memoryBus<AnnouncementNotice>();
    app.decorate('newsBus', bus);
    const news = createNewsService({ database: app.database, stocks: app.stocks, markets: app.markets });
    app.decorate('news', news);
    const notices = announcementNotices(bus, app.log);
    const writes = createNewsWrites({
      database: app.database,
      written: (change) => {
        // The data version tells other processes; this one drops its copies at once.
        news.invalidate();
        notices.written(change);
      },
    });
    app.addHook('onClose', async () => {
      notices.close();
      await bus.close();
    });
    newsPages(app, news);
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: HEADER_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(newsRoutes, { news, publicOrigin: config.publicOrigin });
        await api.register(newsAdminRoutes, { news, writes });
      },
      {},
    );
  },
  { name: 'news', fastify: '5.x', dependencies: ['markets', 'stocks', 'company-admin', 'users'] },
);
