import { describe, expect, it } from 'vitest';
import { weighRoutes, type Budgets, type Manifest } from './route-weight.ts';

// A build in miniature: the entry loads React and the router in parts; the router loads two
// routes lazily; the stock route draws a chart loaded lazily. Sizes are the files' names' numbers.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1000.js', isEntry: true, imports: ['_react'], dynamicImports: ['src/router.tsx'] },
  _react: { file: 'assets/react-40000.js' },
  'src/router.tsx': {
    file: 'assets/router-2000.js',
    isDynamicEntry: true,
    dynamicImports: ['src/layout.tsx', 'src/home.tsx', 'src/stock.tsx'],
  },
  'src/layout.tsx': { file: 'assets/layout-5000.js', isDynamicEntry: true, imports: ['_react', '_mui'] },
  _mui: { file: 'assets/mui-30000.js' },
  'src/home.tsx': { file: 'assets/home-3000.js', isDynamicEntry: true, imports: ['_mui'] },
  'src/stock.tsx': { file: 'assets/stock-4000.js', isDynamicEntry: true, imports: ['_mui'], dynamicImports: ['src/chart.tsx'] },
  'src/chart.tsx': { file: 'assets/chart-60000.js', isDynamicEntry: true, imports: ['_react'] },
  'style.css': { file: 'assets/style-9000.css' },
};
const sizeOf = (file: string) => Number(/-(\d+)\./.exec(file)![1]);

const budgets = (home = 100, stock = 100, stockTotal = 200, files = 6): Budgets => ({
  entry: 'index.html',
  router: 'src/router.tsx',
  routes: {
    home: { modules: ['src/layout.tsx', 'src/home.tsx'], first_paint_kb: home, total_kb: home, first_paint_files: files },
    stock: { modules: ['src/layout.tsx', 'src/stock.tsx'], first_paint_kb: stock, total_kb: stockTotal, first_paint_files: files },
  },
});

describe('the JavaScript budget of each route', () => {
  it('counts the shell, the layout and the route before the first paint, and lazy parts only in the total', () => {
    const { weights, problems } = weighRoutes(manifest, budgets(), sizeOf);
    // shell 1,000 + 40,000 + 2,000; layout 5,000 + 30,000; home 3,000 (MUI and React once each)
    expect(weights.find((w) => w.route === 'home')).toMatchObject({
      first_paint_bytes: 81_000,
      total_bytes: 81_000,
      first_paint_files: 6,
      within_budget: true,
    });
    // the chart (60,000) comes only when drawn, so it counts in the total alone
    expect(weights.find((w) => w.route === 'stock')).toMatchObject({ first_paint_bytes: 82_000, total_bytes: 142_000 });
    expect(problems).toEqual([]);
  });

  it('fails a route that takes a heavy dependency before its first paint', () => {
    const heavy: Manifest = {
      ...manifest,
      'src/home.tsx': { ...manifest['src/home.tsx']!, imports: ['_mui', '_heavy'] },
      _heavy: { file: 'assets/heavy-250000.js' },
    };
    // one file more too: room for it, so that only the weight is at fault
    const { weights, problems } = weighRoutes(heavy, budgets(100, 100, 200, 7), sizeOf);
    expect(weights.find((w) => w.route === 'home')?.within_budget).toBe(false);
    expect(problems).toEqual(['home: 331.0 KB before first paint (budget 100), 331.0 KB in total (budget 100)']);
  });

  it('fails a route split into more files than its budget, even when they weigh nothing more', () => {
    // home's own code in two files instead of one: the same bytes, one more request
    const split: Manifest = {
      ...manifest,
      'src/home.tsx': { ...manifest['src/home.tsx']!, file: 'assets/home-2000.js', imports: ['_mui', '_home-part'] },
      '_home-part': { file: 'assets/home-part-1000.js' },
    };
    const { weights, problems } = weighRoutes(split, budgets(), sizeOf);
    expect(weights.find((w) => w.route === 'home')).toMatchObject({
      first_paint_bytes: 81_000,
      first_paint_files: 7,
      within_budget: false,
    });
    expect(problems).toEqual(['home: 7 files before first paint (budget 6)']);
  });

  it('fails a route whose lazy parts grow past its total', () => {
    const { problems } = weighRoutes(manifest, budgets(100, 100, 120), sizeOf);
    expect(problems).toEqual(['stock: 82.0 KB before first paint (budget 100), 142.0 KB in total (budget 120)']);
  });

  it('refuses a route the router can load that has no budget', () => {
    const withNewRoute: Manifest = {
      ...manifest,
      'src/router.tsx': {
        ...manifest['src/router.tsx']!,
        dynamicImports: [...manifest['src/router.tsx']!.dynamicImports!, 'src/news.tsx'],
      },
      'src/news.tsx': { file: 'assets/news-1000.js', isDynamicEntry: true },
    };
    expect(weighRoutes(withNewRoute, budgets(), sizeOf).problems).toEqual([
      'src/news.tsx is a route without a budget: add it to budget/route-budgets.json',
    ]);
  });

  it('fails a build whose chunks import each other', () => {
    const cyclic: Manifest = { ...manifest, _mui: { file: 'assets/mui-30000.js', imports: ['src/home.tsx'] } };
    expect(weighRoutes(cyclic, budgets(), sizeOf).problems).toContain(
      'chunks import each other: assets/mui-30000.js > assets/home-3000.js > assets/mui-30000.js',
    );
  });

  it('says which module is missing from the build', () => {
    const wrong: Budgets = {
      ...budgets(),
      routes: { gone: { modules: ['src/gone.tsx'], first_paint_kb: 1, total_kb: 1, first_paint_files: 1 } },
    };
    expect(() => weighRoutes(manifest, wrong, sizeOf)).toThrow('src/gone.tsx is not in the build manifest');
  });
});
