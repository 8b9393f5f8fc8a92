import { describe, expect, it } from 'vitest';
import { sharedRouteChunk } from './shared-chunk.ts';

const root = '/app';
/** A module graph in miniature: each module's static and lazy imports, by absolute id. */
const imports: Record<string, { static?: string[]; lazy?: string[] }> = {
  '/app/src/main.tsx': { static: ['/app/src/paths.ts'], lazy: ['/app/src/router.tsx'] },
  '/app/src/router.tsx': { static: ['/app/node_modules/@mui/material/Button/index.js'] },
  '/app/node_modules/@mui/material/Button/index.js': { static: ['/app/node_modules/react-transition-group/index.js'] },
  '/app/src/layout.tsx': { static: ['/app/src/paths.ts', '/app/src/top-bar.tsx'] },
  '/app/src/top-bar.tsx': { static: ['/app/src/brand.tsx'] },
  '/app/src/home.tsx': {
    static: ['/app/src/table.tsx', '/app/src/format.ts', '/app/node_modules/react-transition-group/index.js'],
    lazy: ['/app/src/chart.tsx'],
  },
  '/app/src/market.tsx': { static: ['/app/src/table.tsx', '/app/src/format.ts'] },
  '/app/src/stock.tsx': { static: ['/app/src/format.ts', '/app/src/stock-only.ts'] },
  '/app/src/chart.tsx': { static: ['/app/src/chart-lib.ts'] },
  '/app/src/public-layout.tsx': { static: ['/app/src/brand.tsx'] },
  '/app/src/terms.tsx': {},
};
const graph = {
  getModuleInfo: (id: string) =>
    id in imports || Object.values(imports).some((m) => m.static?.includes(id) || m.lazy?.includes(id))
      ? { importedIds: imports[id]?.static ?? [], dynamicallyImportedIds: imports[id]?.lazy ?? [] }
      : null,
};
const layout = 'src/layout.tsx';
const routes = [
  { path: '/dashboard', modules: [layout, 'src/home.tsx'] },
  { path: '/market', modules: [layout, 'src/market.tsx'] },
  { path: '/stock', modules: [layout, 'src/stock.tsx'] },
  { path: '/terms', modules: ['src/public-layout.tsx', 'src/terms.tsx'] },
];
const chunkOf = (share: number) => {
  const name = sharedRouteChunk({
    root,
    routes,
    layout,
    share,
    name: 'app-shared',
    otherName: 'site-shared',
    shellGroups: [/@mui[\\/]material/],
  });
  return (id: string) => name(`/app/${id}`, graph);
};

describe("the app's shared chunk", () => {
  it("takes what most of the layout's routes load before their first paint", () => {
    const chunk = chunkOf(0.6);
    // Every app route: the layout and what it imports; two routes of three: the table.
    for (const id of ['src/layout.tsx', 'src/top-bar.tsx', 'src/format.ts', 'src/table.tsx']) expect(chunk(id), id).toBe('app-shared');
    // One route of three, or only after the first paint (the chart, loaded lazily).
    for (const id of ['src/stock-only.ts', 'src/home.tsx', 'src/chart.tsx', 'src/chart-lib.ts']) expect(chunk(id), id).toBeNull();
  });

  it('puts what the public pages load too in a chunk of its own', () => {
    expect(chunkOf(0.6)('src/brand.tsx')).toBe('site-shared');
  });

  it("never takes the shell's modules, nor what its groups (Material UI) import", () => {
    const chunk = chunkOf(0);
    for (const id of ['src/paths.ts', 'src/router.tsx', 'node_modules/react-transition-group/index.js']) expect(chunk(id), id).toBeNull();
    expect(chunk('src/stock-only.ts')).toBe('app-shared');
  });

  it('takes less as the share asked for grows', () => {
    expect(chunkOf(1)('src/table.tsx')).toBeNull();
    expect(chunkOf(1)('src/format.ts')).toBe('app-shared');
  });
});
