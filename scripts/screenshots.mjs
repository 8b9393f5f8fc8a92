// `npm run screenshots`: every page in both languages, both themes, phone and desktop widths,
// written to apps/web/test-results/screenshots/ against the production build.
import path from 'node:path';
import { ensureInstall, ensureWebBuild, root, run } from './lib.mjs';

ensureInstall();
ensureWebBuild();
run('npx', ['playwright', 'test', 'e2e/screenshots.spec.ts'], { cwd: path.join(root, 'apps/web'), env: { SCREENSHOTS: '1' } });
