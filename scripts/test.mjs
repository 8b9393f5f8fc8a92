// `npm test`: type checks, lint, unit and integration tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set), then the browser journeys in Chromium against the production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall, ensureWebBuild, root, run } from './lib.mjs';

const reports = path.join(root, '.data/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      'Chromium is missing: install Debian’s package (sudo apt-get install -y chromium fonts-noto-core) and run npm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian’s packages…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

// Each step says how long the one before it took, so a slow suite shows in CI's output.
const started = Date.now();
let stepStart = started;
let stepTitle = '';
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const closeStep = () => {
  if (stepTitle) console.log(`   ${stepTitle}: ${seconds(Date.now() - stepStart)}`);
};
const step = (title) => {
  closeStep();
  stepTitle = title;
  stepStart = Date.now();
  console.log(`\n━━ ${title}`);
};
const vitest = (workspace, name, env = {}, extra = []) =>
  run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`, ...extra],
    {
      cwd: path.join(root, workspace),
      env,
    },
  );

ensureInstall();
ensureChromium();

step('Type checks');
run('npm', ['run', 'typecheck', '--silent']);

step('Lint and formatting');
run('npm', ['run', 'lint', '--silent']);
run('npm', ['run', 'format:check', '--silent']);

step('Contracts: unit and property tests');
vitest('packages/contracts', 'contracts');

const pgUrl = process.env.DATABASE_URL;
step('Server: unit and integration tests on embedded PGlite');
vitest('apps/server', 'server-pglite', { DATABASE_URL: '' });
if (pgUrl) {
  step('Server: integration tests on PostgreSQL');
  // The fuzz test checks input handling, which does not depend on the database: it runs once, above.
  vitest('apps/server', 'server-postgres', { DATABASE_URL: pgUrl, SERVER_TESTS_SKIP: 'test/fuzz.test.ts' }, ['--project', 'integration']);
}

step('Web: component tests');
vitest('apps/web', 'web');

ensureWebBuild();
step('Web: JavaScript budget per route (production build)');
run('npm', ['run', 'budget', '--silent', '-w', 'apps/web']);

step('Browser journeys (Chromium, production build)');
run('npx', ['playwright', 'test'], {
  cwd: path.join(root, 'apps/web'),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
});

closeStep();

// One closing line for the whole run, summed over every runner's report.
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(reports)) {
  const r = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  if (r.stats && 'expected' in r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
  } else {
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
}
console.log(`\n${passed} passed, ${failed} failed, in ${seconds(Date.now() - started)}`);
process.exit(failed ? 1 : 0);
