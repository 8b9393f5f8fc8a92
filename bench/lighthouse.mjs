// `npm run bench:landing`: Lighthouse's mobile performance audit of the landing page (/ and /en)
// against the production build served by the real server, a few runs each, the median reported.
//
//   RUNS=5 PORT=3600 CHROME_PATH=/usr/bin/chromium npm run bench:landing
//
// Simulated throttling multiplies the main thread's observed work by four, so the machine's own
// load shows in the blocking time: run it with nothing else busy.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall, ensureWebBuild, root } from '../scripts/lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PORT ?? 3600);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const pages = ['/', '/en'];
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

async function waitForServer(child) {
  for (let i = 0; i < 180; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start within three minutes');
}

/** One audit; Lighthouse now and then fails to record a trace on a busy machine, so a failed run is tried again. */
function lighthouse(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${error.message}; trying again`);
    }
  }
}

function audit(url) {
  const output = path.join(os.tmpdir(), `sahm-lighthouse-${process.pid}.json`);
  const args = [
    '-y',
    'lighthouse@13.5.0',
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    `--chrome-flags=${chromeFlags}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ];
  const res = spawnSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${res.status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  fs.rmSync(output, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const result = { score: Math.round(report.categories.performance.score * 100) };
  for (const [key, id] of Object.entries(metrics)) result[key] = report.audits[id].numericValue;
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

ensureInstall();
ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data/lighthouse'),
    FEED: 'off',
    LOG_LEVEL: 'warn',
  },
});
try {
  await waitForServer(server);
  const started = new Date();
  const results = {};
  for (const page of pages) {
    results[page] = [];
    for (let i = 0; i < runs; i++) {
      const run = lighthouse(`${origin}${page}`);
      results[page].push(run);
      console.log(`${page} run ${i + 1}/${runs}: performance ${run.score}, TBT ${Math.round(run.tbt)} ms`);
    }
  }
  console.log(`\nLighthouse 13.5.0, mobile, simulated throttling, ${runs} runs per page (median), ${started.toISOString()}`);
  console.log('| Page | Performance | FCP | LCP | TBT | CLS | Speed index | Scores of the runs |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const of = (key) => median(results[page].map((run) => run[key]));
    console.log(
      `| \`${page}\` | **${of('score')}** | ${seconds(of('fcp'))} | ${seconds(of('lcp'))} | ${Math.round(of('tbt'))} ms | ${of('cls').toFixed(3)} | ${seconds(of('si'))} | ${results[page].map((run) => run.score).join(', ')} |`,
    );
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify({ started, runs, results }, null, 2));
} finally {
  server.kill('SIGTERM');
}
