import { describe, expect, it } from 'vitest';
import { shellChunks } from './shell-chunks.ts';

const root = '/app';
/** The shell in miniature: main.tsx's static imports, then the steps it imports one after another. */
const imports: Record<string, { static?: string[]; lazy?: string[] }> = {
  '/app/src/main.tsx': {
    static: ['/app/src/paths.ts', '/app/src/locale.ts'],
    lazy: ['/app/src/init-i18n.ts', '/app/src/api-auth.ts', '/app/src/router.tsx', '/app/src/app-root.tsx'],
  },
  '/app/src/init-i18n.ts': { static: ['/app/node_modules/i18next/index.js', '/app/src/locale.ts'] },
  '/app/src/api-auth.ts': { static: ['/app/src/api-client.ts', '/app/src/session.ts', '/app/node_modules/i18next/index.js'] },
  '/app/src/api-client.ts': { static: ['/app/src/api-error.ts'] },
  '/app/src/router.tsx': {
    static: [
      '/app/node_modules/react-router/index.js',
      '/app/src/paths.ts',
      '/app/src/api-client.ts',
      '/app/node_modules/@mui/material/Button/index.js',
    ],
    lazy: ['/app/src/home.tsx'],
  },
  '/app/node_modules/@mui/material/Button/index.js': { static: ['/app/node_modules/react-transition-group/index.js'] },
  '/app/src/app-root.tsx': { static: ['/app/src/theme.ts', '/app/src/session.ts', '/app/src/api-error.ts'] },
  '/app/src/home.tsx': { static: ['/app/src/api-client.ts', '/app/src/table.tsx'] },
};
const graph = {
  getModuleInfo: (id: string) =>
    id in imports || Object.values(imports).some((m) => m.static?.includes(id) || m.lazy?.includes(id))
      ? { importedIds: imports[id]?.static ?? [], dynamicallyImportedIds: imports[id]?.lazy ?? [] }
      : null,
};
const chunkOf = (id: string) => shellChunks({ root, entry: 'src/main.tsx', otherGroups: [/@mui[\\/]material/] })(`/app/${id}`, graph);

describe("the shell's chunks", () => {
  it('gives each step of main.tsx, in its order, what no earlier step loads', () => {
    expect(chunkOf('src/paths.ts')).toBe('shell-main');
    expect(chunkOf('src/locale.ts')).toBe('shell-main');
    expect(chunkOf('node_modules/i18next/index.js')).toBe('shell-init-i18n');
    // The session's step comes before the router's: what both load is the session's.
    for (const id of ['src/api-client.ts', 'src/api-error.ts', 'src/session.ts']) expect(chunkOf(id), id).toBe('shell-api-auth');
    expect(chunkOf('node_modules/react-router/index.js')).toBe('shell-router');
    expect(chunkOf('src/theme.ts')).toBe('shell-app-root');
  });

  it("leaves the steps' own modules in the chunks main.tsx names", () => {
    for (const id of ['src/main.tsx', 'src/init-i18n.ts', 'src/api-auth.ts', 'src/router.tsx', 'src/app-root.tsx'])
      expect(chunkOf(id), id).toBeNull();
  });

  it("never takes other groups' modules, nor what they import, nor what only routes load", () => {
    for (const id of [
      'node_modules/@mui/material/Button/index.js',
      'node_modules/react-transition-group/index.js',
      'src/table.tsx',
      'src/home.tsx',
    ]) {
      expect(chunkOf(id), id).toBeNull();
    }
  });
});
