import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

/**
 * A web build in miniature: the app's shell, the landing page in both languages, one hashed asset
 * with its brotli copy, and pages for three routes (one of them listed but missing).
 */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'pages'));
  const routes = [
    { path: '/dashboard/market/:marketGuid', page: 'pages/market.html' },
    { path: '/dashboard/market/mutual-fund', page: 'pages/funds.html' },
    { path: '/dashboard/news/:announcementGuid', page: 'pages/news-detail.html' },
    { path: '/dashboard/compare', page: 'pages/missing.html' },
  ];
  const files: Record<string, string> = {
    'index.html': '<div id="root"></div>',
    'landing-ar.html': '<div id="root" data-prerendered="ar">هبوط</div>',
    'landing-en.html': '<div id="root" data-prerendered="en">landing</div>',
    'assets/app-1a2b3c4d.js': 'console.log("app");'.repeat(100),
    'pages/routes.json': JSON.stringify(routes),
    'pages/market.html': '<title>t</title><link rel="modulepreload" href="/assets/market.js"><div id="root"></div>',
    'pages/funds.html': '<title>t</title><link rel="modulepreload" href="/assets/funds.js"><div id="root"></div>',
    'pages/news-detail.html':
      '<html lang="ar" dir="rtl"><title>t</title><link rel="modulepreload" href="/assets/news.js"><div id="root"></div>',
  };
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  fs.writeFileSync(path.join(dir, 'landing-ar.html.br'), brotliCompressSync(files['landing-ar.html']!));
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c4d.js.br'), brotliCompressSync(files['assets/app-1a2b3c4d.js']!));
  return dir;
}

describe('the web app', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    const fallback = await registerWebApp(app, dist);
    app.setNotFoundHandler((req, reply) => {
      if (fallback?.(req, reply)) return;
      void reply.status(404).send({ detail: 'not found' });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the landing page rendered at build time for / and /en, brotli when accepted, never cached', async () => {
    const ar = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-encoding']).toBe('br');
    expect(ar.headers['cache-control']).toBe('no-cache');
    expect(ar.headers.vary).toContain('accept-encoding');
    const plain = await app.inject({ url: '/?utm_source=x&email=a@b.com' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-prerendered="ar"');
    const en = await app.inject({ url: '/en/' });
    expect(en.body).toContain('data-prerendered="en"');
  });

  it('sends the app shell for other client routes and a real 404 for a missing file', async () => {
    const dashboard = await app.inject({ url: '/dashboard/market' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe('<div id="root"></div>');
    expect((await app.inject({ url: '/assets/missing-00000000.js' })).statusCode).toBe(404);
  });

  it("sends a route's own page, with its code preloaded, chosen as the router chooses", async () => {
    const market = await app.inject({ url: '/dashboard/market/5f0c7a1e-1111-4a4a-8b8b-000000000001?page=2' });
    expect(market.statusCode).toBe(200);
    expect(market.headers['cache-control']).toBe('no-cache');
    expect(market.body).toContain('/assets/market.js');
    // The static segment outranks the parameter, whatever its case or a trailing slash.
    expect((await app.inject({ url: '/Dashboard/Market/Mutual-Fund/' })).body).toContain('/assets/funds.js');
    // Listed but not in the build, or no route at all: the shell as built.
    expect((await app.inject({ url: '/dashboard/compare' })).body).toBe('<div id="root"></div>');
    expect((await app.inject({ url: '/dashboard/market/a/b' })).body).toBe('<div id="root"></div>');
  });

  it("gives a page whose head the server fills in its route's preloads too", async () => {
    app.pageHeads.push({
      path: /^\/dashboard\/news\/([^/]+)$/,
      head: async ([, id]) => ({
        title: `news ${id}`,
        description: 'd',
        url: `https://sahm.example/dashboard/news/${id}`,
        type: 'article',
        locale: 'en',
      }),
    });
    const news = await app.inject({ url: '/dashboard/news/abc' });
    expect(news.body).toContain('<title>news abc</title>');
    expect(news.body).toContain('/assets/news.js');
    expect(news.body).toContain('<html lang="en" dir="ltr">');
  });

  it('sends hashed assets compressed and cached for a year', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
