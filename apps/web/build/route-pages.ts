import fs from 'node:fs';
import path from 'node:path';
import { closure, type Manifest } from '../budget/route-weight.ts';
import type { RouteModules } from './route-table.ts';

/** Where the server finds each route's page: `<dist>/pages/routes.json`, written with the pages. */
export const ROUTE_PAGES_DIR = 'pages';
export const ROUTE_PAGES_INDEX = 'routes.json';

/** What routes.json holds: an address pattern of the router and its page's file, relative to the build's folder. */
export type RoutePage = { path: string; page: string };

/** The page with a module preload for each script file it does not name yet, at the end of its head. */
export function withModulePreloads(html: string, files: Iterable<string>): string {
  if (!html.includes('</head>')) throw new Error('the page has no </head> to add module preloads before');
  const missing = [...new Set(files)].filter((file) => file.endsWith('.js') && !html.includes(`/${file}"`));
  if (!missing.length) return html;
  const tags = missing.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * index.html as built, once per route, with module preloads for the route's own code (its layouts,
 * parents, page and loaders, and what they import statically) beside the shell's.
 *
 * Without them the router finds these files only once the shell has run, and Vite's preload helper
 * then adds a hundred-odd link elements from script, in one task after the first paint (2 to 3 ms
 * each on a slowed phone CPU). Written in the HTML, the browser's preload scanner fetches them with
 * the shell, the helper finds them present and adds nothing. Pages are written before the build's
 * compression step, so each has its brotli and gzip copies like every other file.
 */
export function writeRoutePages(
  outDir: string,
  manifest: Manifest,
  routes: RouteModules[],
  /** What a route's page carries besides (the app's frame, for the app's routes). */
  decorate: (html: string, route: RouteModules) => string = (html) => html,
): RoutePage[] {
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(outDir, ROUTE_PAGES_DIR), { recursive: true });
  const pages: RoutePage[] = [];
  const written = new Map<string, string>();
  for (const route of routes) {
    const html = withModulePreloads(
      decorate(shell, route),
      [...closure(manifest, route.modules, false)].map((key) => manifest[key]!.file),
    );
    // Routes that load the same files share one page.
    let page = written.get(html);
    if (!page) {
      const name = pageName(route.path);
      const taken = new Set(written.values());
      page = `${ROUTE_PAGES_DIR}/${name}.html`;
      for (let n = 2; taken.has(page); n += 1) page = `${ROUTE_PAGES_DIR}/${name}-${n}.html`;
      fs.writeFileSync(path.join(outDir, page), html);
      written.set(html, page);
    }
    pages.push({ path: route.path, page });
  }
  fs.writeFileSync(path.join(outDir, ROUTE_PAGES_DIR, ROUTE_PAGES_INDEX), `${JSON.stringify(pages, null, 2)}\n`);
  return pages;
}

/** /dashboard/market/:marketGuid → dashboard-market-marketGuid; / → root; * → any. */
function pageName(routePath: string): string {
  const name = routePath
    .replace(/\*/g, 'any')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return name || 'root';
}
