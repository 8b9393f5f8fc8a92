import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Manifest } from '../budget/route-weight.ts';
import { writeRoutePages } from './route-pages.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/layout.tsx': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['_shared.js', '_table.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_shared.js'] },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_table.js'], dynamicImports: ['src/chart.tsx'] },
  'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
  'src/about.tsx': { file: 'assets/about.js', isDynamicEntry: true },
};
const shell = `<html><head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
  </head><body><div id="root"></div></body></html>`;

describe('a page per route', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('preloads what a route loads before its first paint and is not in the shell already, and lists the pages', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-pages-'));
    fs.writeFileSync(path.join(dir, 'index.html'), shell);
    const pages = writeRoutePages(dir, manifest, [
      { path: '/dashboard', modules: ['src/layout.tsx', 'src/home.tsx'] },
      { path: '/dashboard/home', modules: ['src/layout.tsx', 'src/home.tsx'] },
      { path: '/about', modules: ['src/about.tsx'] },
      { path: '*', modules: [] },
    ]);
    expect(pages).toEqual([
      { path: '/dashboard', page: 'pages/dashboard.html' },
      { path: '/dashboard/home', page: 'pages/dashboard.html' },
      { path: '/about', page: 'pages/about.html' },
      { path: '*', page: 'pages/any.html' },
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pages/routes.json'), 'utf8'))).toEqual(pages);
    const home = fs.readFileSync(path.join(dir, 'pages/dashboard.html'), 'utf8');
    const preloaded = [...home.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(([, file]) => file);
    // The lazily loaded chart is not before the first paint; the shell's own file is listed once.
    expect(preloaded.sort()).toEqual(['assets/home.js', 'assets/layout.js', 'assets/shared.js', 'assets/table.js']);
    // Everything else as built: the preloads go at the end of the head.
    const [head, body] = shell.split('  </head>');
    expect(home.startsWith(head!)).toBe(true);
    expect(home.endsWith(`</head>${body}`)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'pages/any.html'), 'utf8')).not.toContain('layout.js');
  });

  it("gives a route's page what `decorate` adds for it, and only to its page", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-pages-'));
    fs.writeFileSync(path.join(dir, 'index.html'), shell);
    writeRoutePages(
      dir,
      manifest,
      [
        { path: '/dashboard', modules: ['src/layout.tsx', 'src/home.tsx'] },
        { path: '/about', modules: ['src/about.tsx'] },
      ],
      (html, route) =>
        route.modules.includes('src/layout.tsx') ? html.replace('<div id="root"></div>', '<div id="root">frame</div>') : html,
    );
    expect(fs.readFileSync(path.join(dir, 'pages/dashboard.html'), 'utf8')).toContain('<div id="root">frame</div>');
    expect(fs.readFileSync(path.join(dir, 'pages/about.html'), 'utf8')).toContain('<div id="root"></div>');
  });

  it('fails on a module the build does not have', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-pages-'));
    fs.writeFileSync(path.join(dir, 'index.html'), shell);
    expect(() => writeRoutePages(dir, manifest, [{ path: '/x', modules: ['src/x.tsx'] }])).toThrow(
      /src\/x.tsx is not in the build manifest/,
    );
  });
});
