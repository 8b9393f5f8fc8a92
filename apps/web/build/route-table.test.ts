import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths.ts';
import { appRouteTable, readRouteTable } from './route-table.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const pathOf = (name: string) => `/${name}`;

describe("the router's route table, read from its source", () => {
  it('gives each route of the app its layouts, parents, loaders and page', () => {
    const table = new Map(appRouteTable().map((route) => [route.path, route.modules]));
    expect(table.get(`${paths.stock.path}/overview`)).toEqual([
      'src/app/shell/app-layout.tsx',
      'src/app/shell/layout-data.ts',
      'src/app/routes/dashboard/stock.tsx',
      'src/app/routes/dashboard/stock-data.ts',
      'src/app/routes/dashboard/stock-tabs.tsx',
    ]);
    expect(table.get(paths.dashboard.path)).toEqual([
      'src/app/shell/app-layout.tsx',
      'src/app/shell/layout-data.ts',
      'src/app/routes/dashboard/home.tsx',
      'src/app/routes/dashboard/home-data.ts',
    ]);
    expect(table.get(paths.myStocksBuy.path)).toEqual([
      'src/app/shell/app-layout.tsx',
      'src/app/shell/layout-data.ts',
      'src/app/routes/require-auth.tsx',
      'src/app/routes/dashboard/my-stocks.tsx',
    ]);
    expect(table.get(paths.terms.path)).toEqual(['src/app/routes/public/public-layout.tsx', 'src/app/routes/public/terms.tsx']);
    // An index route is its parent's address; a catch-all is listed like any route.
    expect(table.get(paths.stock.path)).toEqual([
      'src/app/shell/app-layout.tsx',
      'src/app/shell/layout-data.ts',
      'src/app/routes/dashboard/stock.tsx',
      'src/app/routes/dashboard/stock-data.ts',
    ]);
    expect(table.get('/*')).toEqual(['src/app/shell/app-layout.tsx', 'src/app/shell/layout-data.ts', 'src/app/routes/not-found.tsx']);
  });

  it('names only modules that exist, and every page module the router imports', () => {
    const table = appRouteTable();
    const named = new Set(table.flatMap((route) => route.modules));
    for (const module of named) expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
    const router = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
    const imported = [...router.matchAll(/import\('\.\/([^']+)'\)/g)].map(([, file]) => `src/app/${file}`);
    expect(imported.length).toBeGreaterThan(40);
    expect(imported.filter((module) => !named.has(module))).toEqual([]);
  });

  it('joins relative paths to their parents and keeps pathless layouts out of the addresses', () => {
    const source = `createRouter(() => create([
      { lazy: async () => import('./layout.tsx'), children: [
        { path: paths.a.path, loader: async () => (await import('./a-data.ts')).load(), lazy: async () => import('./a.tsx'),
          children: [{ index: true }, { path: 'tab', lazy: async () => import('./tab.tsx') }] },
      ] },
    ]))`;
    expect(readRouteTable(source, 'src/app/router.tsx', pathOf)).toEqual([
      { path: '/a', modules: ['src/app/layout.tsx', 'src/app/a.tsx', 'src/app/a-data.ts'] },
      { path: '/a/tab', modules: ['src/app/layout.tsx', 'src/app/a.tsx', 'src/app/a-data.ts', 'src/app/tab.tsx'] },
    ]);
  });

  it('fails on a path it cannot read rather than leaving the route out', () => {
    const source = `create([{ path: somePath(), lazy: async () => import('./a.tsx') }])`;
    expect(() => readRouteTable(source, 'src/app/router.tsx', pathOf)).toThrow(/does not read: somePath\(\)/);
    expect(() => readRouteTable('const x = 1;', 'src/app/router.tsx', pathOf)).toThrow(/no create/);
  });
});
