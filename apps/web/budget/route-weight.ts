/**
 * What each route of the web app makes a phone download, read from Vite's build manifest
 * (dist/.vite/manifest.json): the JavaScript needed before the route's first paint, and in total
 * once everything it can load lazily (dialogs, charts, the doughnut) has come.
 *
 * - The shell is the entry (index.html) with the parts main.tsx imports one after another
 *   (translations set-up, router, session, React DOM, the app's root), each with what it imports
 *   statically. The router's own lazy imports (every route) and the translation files are not part
 *   of it: a route adds its layout, its parents and itself.
 * - Before first paint: the shell and the route's modules, with everything they import statically.
 * - Total: that, plus everything the route's modules can import lazily, followed to the end.
 * - Files: the script files before the first paint. Each is a request the browser's main thread
 *   starts and one of HTTP/1.1's six connections carries, however small it is.
 * - Every route the router can load must have a budget, so a new page cannot go unmeasured.
 */

export type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type RouteBudget = {
  /** Source modules the route loads, outermost first: its layout, its parents, itself (keys of the manifest). */
  modules: string[];
  /** Compressed kilobytes (1 KB = 1,000 bytes) before the first paint, and in total. */
  first_paint_kb: number;
  total_kb: number;
  /** Script files before the first paint: each is a request a phone's main thread starts. */
  first_paint_files: number;
};
export type Budgets = { entry: string; router: string; routes: Record<string, RouteBudget> };

export type RouteWeight = {
  route: string;
  first_paint_bytes: number;
  total_bytes: number;
  first_paint_files: number;
  first_paint_kb: number;
  total_kb: number;
  files_budget: number;
  within_budget: boolean;
};
export type BudgetReport = { weights: RouteWeight[]; problems: string[] };

const isScript = (file: string) => file.endsWith('.js');

/** The files a set of manifest keys loads, following static imports and, when asked, lazy ones. */
export function closure(manifest: Manifest, keys: string[], followLazy: boolean, seen = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (followLazy) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const scriptsOf = (manifest: Manifest, keys: Set<string>): string[] =>
  [...new Set([...keys].map((key) => manifest[key]!.file))].filter(isScript);
const bytesOf = (manifest: Manifest, keys: Set<string>, sizeOf: (file: string) => number): number =>
  scriptsOf(manifest, keys).reduce((sum, file) => sum + sizeOf(file), 0);

/** The shell: the entry and the parts it imports one after another, without what the router loads lazily. */
function shellKeys(manifest: Manifest, budgets: Budgets): Set<string> {
  const entry = manifest[budgets.entry];
  if (!entry?.isEntry) throw new Error(`${budgets.entry} is not the build's entry`);
  return closure(manifest, [budgets.entry, ...(entry.dynamicImports ?? [])], false);
}

/**
 * Chunks that import each other, directly or through others, as `a.js > b.js > a.js`. A cycle lets a
 * module run before one it imports has (a `ReferenceError` at the start of the page), and the build's
 * own grouping (build/shared-chunk.ts) leaves its modules' imports where they are, so it is checked.
 */
export function chunkCycles(manifest: Manifest): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (key: string, path: string[]) => {
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k).join(' > '));
      return;
    }
    if (state.get(key) === 'done') return;
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

export function weighRoutes(manifest: Manifest, budgets: Budgets, sizeOf: (file: string) => number): BudgetReport {
  const shell = shellKeys(manifest, budgets);
  const problems: string[] = chunkCycles(manifest).map((cycle) => `chunks import each other: ${cycle}`);
  const covered = new Set(Object.values(budgets.routes).flatMap((route) => route.modules));
  for (const routeModule of manifest[budgets.router]?.dynamicImports ?? []) {
    if (!covered.has(routeModule)) problems.push(`${routeModule} is a route without a budget: add it to budget/route-budgets.json`);
  }
  const weights = Object.entries(budgets.routes).map(([route, budget]) => {
    const firstPaint = closure(manifest, budget.modules, false, new Set(shell));
    const total = new Set([...firstPaint, ...closure(manifest, budget.modules, true, new Set(shell))]);
    const first_paint_bytes = bytesOf(manifest, firstPaint, sizeOf);
    const total_bytes = bytesOf(manifest, total, sizeOf);
    const first_paint_files = scriptsOf(manifest, firstPaint).length;
    const bytesWithin = first_paint_bytes <= budget.first_paint_kb * 1000 && total_bytes <= budget.total_kb * 1000;
    const filesWithin = first_paint_files <= budget.first_paint_files;
    if (!bytesWithin) {
      problems.push(
        `${route}: ${kb(first_paint_bytes)} KB before first paint (budget ${budget.first_paint_kb}), ${kb(total_bytes)} KB in total (budget ${budget.total_kb})`,
      );
    }
    if (!filesWithin) problems.push(`${route}: ${first_paint_files} files before first paint (budget ${budget.first_paint_files})`);
    return {
      route,
      first_paint_bytes,
      total_bytes,
      first_paint_files,
      first_paint_kb: budget.first_paint_kb,
      total_kb: budget.total_kb,
      files_budget: budget.first_paint_files,
      within_budget: bytesWithin && filesWithin,
    };
  });
  return { weights, problems };
}

export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
