// `npm test`: type checks, lint, unit and integration tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set), then the browser journeys in Chromium against the production build.
import { spawn, spawnSync } from 'node:child_process';
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
const vitest = (workspace, name, env = {}, extra = []) => ({
  title: `vitest (${name})`,
  cmd: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`, ...extra],
  cwd: path.join(root, workspace),
  env,
});

// Most steps keep one core busy (one tsc, one eslint, one vitest worker per server pass), so on a
// two-core machine independent steps run two at a time. Each lane runs its commands in turn and
// writes them to its own log, printed whole when the lane ends, so outputs never interleave.
const logs = path.join(reports, 'logs');
const lane = (title, commands) =>
  new Promise((resolve) => {
    const start = Date.now();
    const file = path.join(logs, `${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.log`);
    const fd = fs.openSync(file, 'w');
    const next = (i) => {
      if (i === commands.length) return finish(0);
      const { title: commandTitle, cmd, args, cwd = root, env = {} } = commands[i];
      const commandStart = Date.now();
      const child = spawn(cmd, args, {
        cwd,
        stdio: ['ignore', fd, fd],
        // Colours as in a terminal when the log is shown in one.
        env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      });
      child.on('error', (err) => {
        fs.writeSync(fd, `${err.message}\n`);
        finish(1);
      });
      child.on('close', (code, signal) => {
        if (code === 0) {
          // A lane of several commands says how long each took, as the steps in turn do.
          if (commands.length > 1) fs.writeSync(fd, `   ${commandTitle}: ${seconds(Date.now() - commandStart)}\n`);
          return next(i + 1);
        }
        fs.writeSync(fd, `\n✗ ${cmd} ${args.join(' ')} failed (exit ${code ?? signal})\n`);
        finish(code || 1);
      });
    };
    let ended = false;
    const finish = (code) => {
      // A command that cannot start reports 'error' and then 'close'.
      if (ended) return;
      ended = true;
      fs.closeSync(fd);
      console.log(`\n━━ ${title}`);
      process.stdout.write(fs.readFileSync(file, 'utf8'));
      console.log(`   ${title}: ${seconds(Date.now() - start)}${code ? ' (failed)' : ''}`);
      resolve({ title, code });
    };
    next(0);
  });
const together = async (title, lanes) => {
  closeStep();
  stepTitle = '';
  const start = Date.now();
  console.log(`\n━━ ${title}: ${Object.keys(lanes).join(' | ')} (each lane's output follows when it ends)`);
  fs.mkdirSync(logs, { recursive: true });
  const results = await Promise.all(Object.entries(lanes).map(([name, commands]) => lane(name, commands)));
  console.log(`   ${title}: ${seconds(Date.now() - start)}`);
  const failed = results.filter((r) => r.code);
  if (failed.length) {
    console.error(`\n✗ failed: ${failed.map((r) => r.title).join(', ')}`);
    process.exit(failed[0].code);
  }
};
const runStep = ({ cmd, args, cwd, env }) => run(cmd, args, { cwd, env });

ensureInstall();
ensureChromium();

const npmRun = (script) => ({ title: `npm run ${script}`, cmd: 'npm', args: ['run', script, '--silent'] });
await together('Static checks', {
  'Type checks': [npmRun('typecheck')],
  'Lint and formatting': [npmRun('lint'), npmRun('format:check')],
});

step('Contracts: unit and property tests');
runStep(vitest('packages/contracts', 'contracts'));

// The server passes share the machine's Redis (rate-limit tests, live data across processes): each
// has its own key prefix, so none sees another's counters or live ticks. Their databases are apart
// already (PGlite copies in temporary folders; PostgreSQL databases named per run).
const pgUrl = process.env.DATABASE_URL;
const redisPrefix = (pass) => ({ REDIS_KEY_PREFIX: `sahm-test:${process.pid}:${pass}:` });
const webTests = vitest('apps/web', 'web');
if (!pgUrl) {
  await together('Server and web tests', {
    'Server: unit and integration tests on embedded PGlite': [
      vitest('apps/server', 'server-pglite', { DATABASE_URL: '', ...redisPrefix('pglite') }),
    ],
    'Web: component tests': [webTests],
  });
} else {
  // With a PostgreSQL server (CI), every integration suite runs on it once. The embedded database
  // is what `npm start` uses: the cross-cutting suites (test/: transactions, outages, races,
  // conventions, hostile input, the demo data's rules) run on it as well; the modules' own suites
  // run on it in a plain `npm test` without DATABASE_URL. Running all of them twice had made the
  // server tests half of CI's time. The two lanes take about as long (7 to 9 minutes each).
  await together('Server and web tests', {
    'Server: unit and cross-cutting tests on embedded PGlite, then web: component tests': [
      vitest('apps/server', 'server-pglite', { DATABASE_URL: '', SERVER_TESTS_INCLUDE: 'test/**/*.test.ts', ...redisPrefix('pglite') }),
      webTests,
    ],
    'Server: integration tests on PostgreSQL': [
      vitest(
        'apps/server',
        'server-postgres',
        // Run once, in the PGlite pass: the fuzz test checks input handling, which does not depend on
        // the database, and the outage tests stop and start servers of their own (a PostgreSQL, a
        // Redis) on free ports, which the other pass, running at the same time, could take over.
        {
          DATABASE_URL: pgUrl,
          SERVER_TESTS_SKIP: 'test/fuzz.test.ts,test/outage-postgres.test.ts,test/outage-redis.test.ts',
          ...redisPrefix('postgres'),
        },
        ['--project', 'integration'],
      ),
    ],
  });
}

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
for (const file of fs.readdirSync(reports).filter((f) => f.endsWith('.json'))) {
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
