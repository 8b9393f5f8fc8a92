import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createCache } from './cache.ts';
import { withPageHead, type PageHeadRoute } from './page-head.ts';
import { routePageMatcher, type RoutePage } from './route-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages whose title and preview tags the server sets (a shared announcement's), added by the modules. */
    pageHeads: PageHeadRoute[];
  }
}

const apiPath = /^\/(api|identity|graphql|healthz|readyz)(\/|$|\?)/;

/** The landing page rendered at build time, per language (the web build writes these beside index.html). */
const landingPages: Record<string, string> = { '/': 'landing-ar.html', '/en': 'landing-en.html' };

/** The web build's index.html once per route, with the route's code preloaded, and which route each is for. */
const routePagesIndex = 'pages/routes.json';

function readRoutePages(webDist: string, app: FastifyInstance): (pathname: string) => string {
  const indexFile = path.join(webDist, routePagesIndex);
  let routes: RoutePage[] = [];
  try {
    if (fs.existsSync(indexFile)) routes = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as RoutePage[];
  } catch (err) {
    app.log.warn({ err }, 'route pages not read; every route gets index.html');
  }
  const present = routes.filter((route) => fs.existsSync(path.join(webDist, route.page)));
  const pageFor = routePageMatcher(present);
  return (pathname) => pageFor(pathname) ?? 'index.html';
}

/**
 * Serves the built React app. Hashed assets are cached for a year; HTML is never cached so a
 * deploy is picked up at once. The build leaves brotli and gzip copies beside every text file,
 * sent as they are to a browser that accepts them. `/` and `/en` get the landing page's
 * prerendered HTML; other non-API paths get index.html with their route's code preloaded (the
 * build's page for that route), or index.html itself when no route matches.
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
  const pageFor = readRoutePages(webDist, app);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Each route's page as built, read once per process (a deploy restarts it); rendered pages kept by
  // their page and head, so an edited announcement (another title or header version) is rendered anew.
  const shells = new Map<string, Promise<string>>();
  const rendered = createCache<string>({ max: 500 });
  const sendWithHead = async (reply: FastifyReply, route: PageHeadRoute, match: RegExpMatchArray, query: URLSearchParams, page: string) => {
    try {
      const head = await route.head(match, query);
      if (!head) return reply.header('Cache-Control', 'no-cache').sendFile(page);
      let shell = shells.get(page);
      if (!shell) {
        shell = fs.promises.readFile(path.join(webDist, page), 'utf8');
        shells.set(page, shell);
        shell.catch(() => shells.delete(page));
      }
      const built = await shell;
      const html = rendered.getOrSet(JSON.stringify([page, head]), () => withPageHead(built, head));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch (err) {
      // The page works without its preview: the app as built.
      reply.log.warn({ err }, 'page head not rendered');
      return reply.header('Cache-Control', 'no-cache').sendFile(page);
    }
  };
  return (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (apiPath.test(req.url)) return false;
    const pathname = req.url.replace(/[?#].*$/, '');
    // A missing asset file is a real 404, not the app (a query such as ?email=a@b.com is not a file).
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return false;
    const trimmed = pathname.replace(/(.)\/+$/, '$1');
    for (const route of pageHeads) {
      const match = trimmed.match(route.path);
      if (match) {
        void sendWithHead(reply, route, match, new URLSearchParams(req.url.split('?')[1] ?? ''), pageFor(trimmed));
        return true;
      }
    }
    reply.header('Cache-Control', 'no-cache').sendFile(landing.get(trimmed) ?? pageFor(trimmed));
    return true;
  };
}
