// `npm run budget -w apps/web`: each route's compressed JavaScript and its number of files against its budget (route-budgets.json),
// read from the production build's manifest; exits 1 when a route is over, or a route has no budget.
import fs from 'node:fs';
import path from 'node:path';
import { kb, weighRoutes, type Budgets, type Manifest } from './route-weight.ts';

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'route-budgets.json'), 'utf8')) as Budgets;

/** What the server sends a browser that accepts brotli: the .br copy made at build time, or the file as it is when too small to have one. */
function transferred(file: string): number {
  const full = path.join(dist, file);
  return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

const { weights, problems } = weighRoutes(manifest, budgets, transferred);
console.table(
  weights.map((w) => ({
    route: w.route,
    'first paint (KB)': kb(w.first_paint_bytes),
    'budget (KB)': w.first_paint_kb,
    'total (KB)': kb(w.total_bytes),
    'total budget (KB)': w.total_kb,
    files: w.first_paint_files,
    'files budget': w.files_budget,
    'within budget': w.within_budget,
  })),
);
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
