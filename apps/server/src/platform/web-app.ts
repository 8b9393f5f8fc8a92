import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createCache } from './cache.ts';
import { withPageHead, type PageHeadRoute } from './page-head.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages whose title and preview tags the server sets (a shared announcement's), added by the modules. */
    pageHeads: PageHeadRoute[];
  }
}

const apiPath = /^\/(api|identity|graphql|healthz|readyz)(\/|$|\?)/;

/** The landing page rendered at build time, per language (the web build writes these beside index.html). */
const landingPages: Record<string, string> = { '/': 'landing-ar.html', '/en': 'landing-en.html' };

/**
 * Serves the built React app. Hashed assets are cached for a year; HTML is never cached so a
 * deploy is picked up at once. The build leaves brotli and gzip copies beside every text file,
 * sent as they are to a browser that accepts them. `/` and `/en` get the landing page's
 * prerendered HTML; other non-API paths get index.html (client-side routes).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((req: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  const indexFile = path.join(webDist, 'index.html');
  const pageHeads: PageHeadRoute[] = [];
  app.decorate('pageHeads', pageHeads);
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
    return undefined;
  }
  const landing = new Map(Object.entries(landingPages).filter(([, file]) => fs.existsSync(path.join(webDist, file))));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The shell as built, read once per process (a deploy restarts it); rendered pages kept by their
  // head, so an edited announcement (another title or header version) is rendered anew.
  let shell: string | undefined;
  const rendered = createCache<string>({ max: 500 });
  const sendWithHead = async (reply: FastifyReply, route: PageHeadRoute, match: RegExpMatchArray, query: URLSearchParams) => {
    try {
      const head = await route.head(match, query);
      if (!head) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      shell ??= await fs.promises.readFile(indexFile, 'utf8');
      const key = JSON.stringify(head);
      const html = rendered.getOrSet(key, () => withPageHead(shell!, head));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch (err) {
      // The page works without its preview: the app as built.
      reply.log.warn({ err }, 'page head not rendered');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
  };
  return (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (apiPath.test(req.url)) return false;
    const pathname = req.url.replace(/[?#].*$/, '');
    // A missing asset file is a real 404, not the app (a query such as ?email=a@b.com is not a file).
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return false;
    for (const route of pageHeads) {
      const match = pathname.replace(/(.)\/+$/, '$1').match(route.path);
      if (match) {
        void sendWithHead(reply, route, match, new URLSearchParams(req.url.split('?')[1] ?? ''));
        return true;
      }
    }
    reply.header('Cache-Control', 'no-cache').sendFile(landing.get(pathname.replace(/(.)\/+$/, '$1')) ?? 'index.html');
    return true;
  };
}
