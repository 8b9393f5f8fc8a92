import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries are lint rules (eslint.config.js); these run the real configuration on
 * snippets placed, virtually, where a forbidden import would be, and expect its error, so the
 * boundaries cannot quietly stop being enforced.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const features = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('web boundaries', () => {
  it('forbids the landing page to import the plans feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/landing/components/example.tsx',
      "import { usePackages } from '../../plans/api/plans-api.ts';\nexport const x = usePackages;",
    );
    expect(errors).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('makes every folder of features/ a zone of its own', async () => {
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      const other = features.find((f) => f !== feature && fs.existsSync(path.join(root, 'apps/web/src/features', f, 'api')))!;
      const [target] = fs.readdirSync(path.join(root, 'apps/web/src/features', other, 'api'));
      const code = `import * as other from '../${other}/api/${target}';\nexport const x = other;`;
      expect(await boundaryErrors(`apps/web/src/features/${feature}/example.ts`, code), `${feature} importing ${other}`).toHaveLength(1);
    }
  });

  it('lets a feature import itself and shared/, and forbids shared/ to import a feature', async () => {
    const allowed =
      "import { LoadFailed } from '../../../shared/ui/load-failed.tsx';\nimport { PackagesGrid } from './packages-grid.tsx';\nexport const x = [LoadFailed, PackagesGrid];";
    expect(await boundaryErrors('apps/web/src/features/plans/components/example.tsx', allowed)).toEqual([]);
    const upwards = "import { usePackages } from '../../features/plans/api/plans-api.ts';\nexport const x = usePackages;";
    expect(await boundaryErrors('apps/web/src/shared/ui/example.tsx', upwards)).toHaveLength(1);
  });
});

describe('server boundaries', () => {
  it('forbids platform/ to import a module', async () => {
    const code = "import { createStockService } from '../modules/stocks/service.ts';\nexport const x = createStockService;";
    expect(await boundaryErrors('apps/server/src/platform/example.ts', code)).toEqual([expect.stringContaining('platform/')]);
  });

  it('keeps domain/ to itself and the contracts', async () => {
    const imports = [
      "import { pick } from '../platform/locale.ts';",
      "import { createStockService } from '../modules/stocks/service.ts';",
      "import { stableId } from '../db/stable-id.ts';",
    ];
    for (const line of imports) {
      expect(await boundaryErrors('apps/server/src/domain/example.ts', `${line}\nexport const x = 1;`), line).toHaveLength(1);
    }
    const allowed =
      "import type { Locale } from '@sahm/contracts/common';\nimport { addDays } from './calendar.ts';\nexport const x = (l: Locale) => [l, addDays];";
    expect(await boundaryErrors('apps/server/src/domain/example.ts', allowed)).toEqual([]);
  });

  it('lets only demo/, db/prepare.ts and the entry points import demo/', async () => {
    const fromModule = "import { seedDemo } from '../../demo/seed.ts';\nexport const x = seedDemo;";
    expect(await boundaryErrors('apps/server/src/modules/stocks/example.ts', fromModule)).toEqual([
      expect.stringContaining('demo/ imports the product'),
    ]);
    const fromDb = "import { seedDemo } from '../demo/seed.ts';\nexport const x = seedDemo;";
    expect(await boundaryErrors('apps/server/src/db/client.ts', fromDb)).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/db/prepare.ts', fromDb)).toEqual([]);
    expect(
      await boundaryErrors('apps/server/src/main.ts', "import { seedDemo } from './demo/seed.ts';\nexport const x = seedDemo;"),
    ).toEqual([]);
  });
});

describe('server modules import each other only through index.ts', () => {
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  /** A source file of the module other than its public entry and its tests. */
  const internalFile = (module: string) =>
    fs.readdirSync(path.join(modulesDir, module)).find((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))!;
  const importOf = (from: string, module: string, file: string) =>
    `import * as other from '${from}${module}/${file}';\nexport const x = other;`;

  it('forbids a module to import another module’s internal file, and allows its index.ts', async () => {
    const internal = await boundaryErrors('apps/server/src/modules/stocks/example.ts', importOf('../', 'markets', 'service.ts'));
    expect(internal).toEqual([expect.stringContaining('modules/markets/index.ts')]);
    expect(await boundaryErrors('apps/server/src/modules/stocks/example.ts', importOf('../', 'markets', 'index.ts'))).toEqual([]);
    // Deeper in the importing module, and through a type import, the same.
    const typeOnly = "import type { MarketService } from '../../markets/service.ts';\nexport type X = MarketService;";
    expect(await boundaryErrors('apps/server/src/modules/live/feed/example.ts', typeOnly)).toHaveLength(1);
  });

  it('holds for every module, both ways, and for the app’s wiring', async () => {
    expect(modules).toEqual(expect.arrayContaining(['funds', 'live', 'markets', 'portfolios', 'sectors']));
    for (const module of modules) {
      for (const other of modules.filter((m) => m !== module)) {
        // Nothing reaches into a module, and a module reaches into none.
        const into = await boundaryErrors(`apps/server/src/modules/${other}/example.ts`, importOf('../', module, internalFile(module)));
        expect(into, `${other} importing ${module}/${internalFile(module)}`).toHaveLength(1);
        const out = await boundaryErrors(`apps/server/src/modules/${module}/example.ts`, importOf('../', other, internalFile(other)));
        expect(out, `${module} importing ${other}/${internalFile(other)}`).toHaveLength(1);
      }
      expect(await boundaryErrors('apps/server/src/app.ts', importOf('./modules/', module, internalFile(module)))).toHaveLength(1);
    }
    // Two lints for every pair of modules: about 30 s on a slow machine beside CI's other lane.
  }, 120_000);
});
