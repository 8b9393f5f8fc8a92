import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

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
  return (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (apiPath.test(req.url)) return false;
    const pathname = req.url.replace(/[?#].*$/, '');
    // A missing asset file is a real 404, not the app (a query such as ?email=a@b.com is not a file).
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return false;
    reply.header('Cache-Control', 'no-cache').sendFile(landing.get(pathname.replace(/(.)\/+$/, '$1')) ?? 'index.html');
    return true;
  };
}
