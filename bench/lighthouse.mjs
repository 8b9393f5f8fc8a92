// `npm run bench:landing`: Lighthouse's mobile performance audit of the landing page and of the
// app's main pages (home, a market's list, the funds tab, a stock page, a fund page, the
// portfolio), in Arabic and English, signed out and signed in, against the production build
// served by the real server: a few runs each, the median reported.
//
//   RUNS=5 PORT=3600 CHROME_PATH=/usr/bin/chromium npm run bench:landing
//   PAGES=landing,stock VARIANTS=ar-visitor npm run bench:landing   (pages and variants whose names contain a word)
//   WARMUP=0 npm run bench:landing   (no uncounted audit of the first page before the measured ones)
//   PAGES=tab,market-parallel npm run bench:landing   (the stock and fund pages' other tabs, the other market's list)
//
// One Chromium serves every run (Lighthouse attaches to it on its debugging port and keeps its
// storage), so the language and the session are set in the browser's storage before each variant,
// as the app itself keeps them.
//
// Simulated throttling multiplies the main thread's observed work by four, so the machine's own
// load shows in the blocking time: run it with nothing else busy.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureInstall, ensureWebBuild, root } from '../scripts/lib.mjs';

/**
 * The stock and fund pages' tabs after the first (`overview`, in the default run), from the
 * build's own list of the router's routes, so a new tab is measured without a list to keep here.
 */
function tabsOf(parent) {
  const routes = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/pages/routes.json'), 'utf8'));
  const prefix = `${parent}/`;
  return routes
    .map((route) => route.path)
    .filter((route) => route.startsWith(prefix) && !route.slice(prefix.length).includes('/'))
    .map((route) => route.slice(prefix.length))
    .filter((tab) => tab !== 'overview');
}

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PORT ?? 3600);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cdpPort = Number(process.env.CDP_PORT ?? 9333);
const origin = `http://127.0.0.1:${port}`;
const appToken = 'sahm-web-dev-token';
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const matching = (names, filter) => names.filter((name) => !filter || filter.split(',').some((word) => name.includes(word.trim())));

/** Who opens the pages: the language kept in storage, and a remembered session or none. */
const variants = matching(['ar-visitor', 'en-visitor', 'ar-member', 'en-member'], process.env.VARIANTS);

/**
 * fetch, tried once more when the kept-alive connection it reused was closed meanwhile: the audits
 * run synchronously for minutes, so the server's close of an idle connection goes unnoticed. A
 * server that does not answer within a minute is an error, not a run that waits for ever.
 */
async function fetchAgain(url, init) {
  const timed = () => ({ ...init, signal: AbortSignal.timeout(60_000) });
  try {
    return await fetch(url, timed());
  } catch {
    return fetch(url, timed());
  }
}

async function api(url) {
  const res = await fetchAgain(`${origin}${url}`, { headers: { 'x-app-token': appToken } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/**
 * Waits until the first market's day chart has points. Home and the stock page open on the day
 * chart; the feed draws the last session's when it starts on a data set no feed watched, and
 * without it they measured an empty chart ("no data for this period").
 */
async function waitForDayChart() {
  const markets = await api('/api/v1/markets/');
  const first = (markets.items ?? markets)[0];
  for (let i = 0; first && i < 120; i++) {
    const points = await api(`/api/v1/markets/${first.guid}/points/?period=day`);
    if (points.items.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the day chart has no points after two minutes: is the feed on (FEED=in-process)?');
}

/** The pages, from the demo data: the landing page only for visitors in its language (it is the app for members). */
async function pagesFor(variant) {
  const [markets, stocks, funds] = await Promise.all([
    api('/api/v1/markets/'),
    api('/api/v1/stocks/?search=2222'),
    api('/api/v1/mutual-funds/?size=1'),
  ]);
  const list = markets.items ?? markets;
  const main = list.find((m) => m.code === 'TASI') ?? list[0];
  const parallel = list.find((m) => m.guid !== main.guid);
  const stock = stocks.items[0].guid;
  const fund = funds.items[0].guid;
  const core = {
    landing: variant.startsWith('en') ? '/en' : '/',
    home: '/dashboard',
    market: `/dashboard/market/${main.guid}`,
    funds: '/dashboard/market/mutual-fund',
    stock: `/dashboard/market/all-stocks/${stock}/overview`,
    fund: `/dashboard/market/mutual-fund/${fund}/overview`,
    portfolio: '/dashboard/my-stocks',
  };
  // The other market's list and the pages' other tabs: measured when PAGES names them (a word of
  // their names: `tab`, `market`, `stock`, `fund`), not in the default run, which they would make
  // four times as long.
  const more = {
    ...(parallel ? { 'market-parallel': `/dashboard/market/${parallel.guid}` } : {}),
    ...Object.fromEntries(
      tabsOf('/dashboard/market/all-stocks/:stockGuid').map((tab) => [`stock-tab-${tab}`, `/dashboard/market/all-stocks/${stock}/${tab}`]),
    ),
    ...Object.fromEntries(
      tabsOf('/dashboard/market/mutual-fund/:fundGuid').map((tab) => [`fund-tab-${tab}`, `/dashboard/market/mutual-fund/${fund}/${tab}`]),
    ),
  };
  const all = { ...core, ...more };
  const names = (process.env.PAGES ? matching(Object.keys(all), process.env.PAGES) : Object.keys(core)).filter(
    (name) => name !== 'landing' || variant.endsWith('visitor'),
  );
  return names.map((name) => ({ name, path: all[name] }));
}

/** A remembered session of the professional demo account, as the app stores it after signing in. */
async function memberSession() {
  const res = await fetchAgain(`${origin}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'professional@sahm.demo',
      password: 'Sahm-demo-2026',
      client_id: 'sahm-web',
      client_secret: 'sahm-web-dev-secret',
    }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  const { access_token, refresh_token } = await res.json();
  return JSON.stringify({ access_token, refresh_token });
}

/** Sets the variant's language and session in the browser Lighthouse drives. */
async function prepareBrowser(variant) {
  const session = variant.endsWith('member') ? await memberSession() : null;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate(
      ({ locale, session }) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('locale', locale);
        if (session) localStorage.setItem('session', session);
      },
      { locale: variant.slice(0, 2), session },
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

async function waitForBrowser(child) {
  for (let i = 0; i < 60; i++) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${cdpPort}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('Chromium did not open its debugging port');
}
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
    `--port=${cdpPort}`,
    // The language and the session set before the variant stay; caches are still cleared.
    '--disable-storage-reset',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    // With the reports kept, each run's trace too (<report>-0.trace.json): the tasks behind its blocking time.
    ...(process.env.LIGHTHOUSE_REPORTS ? ['--save-assets'] : []),
  ];
  // An audit takes under a minute; one that hangs (its browser gone) fails after five.
  const res = spawnSync('npx', args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CHROME_PATH: chrome },
    timeout: 5 * 60_000,
  });
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${res.status}${res.error ? `, ${res.error.message}` : ''})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  // LIGHTHOUSE_REPORTS=<folder> keeps each report, to read where the time went (treemap, long tasks).
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const kept = path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`);
    fs.copyFileSync(output, `${kept}.json`);
    for (const asset of ['trace', 'devtoolslog']) {
      const saved = output.replace(/\.json$/, `-0.${asset}.json`);
      if (fs.existsSync(saved)) fs.renameSync(saved, `${kept}.${asset}.json`);
    }
  }
  fs.rmSync(output, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  // Lighthouse's own measure of the machine's speed, taken before each audit: simulated throttling
  // scales what this machine did, so blocking times read against a slower index are longer.
  const result = { score: Math.round(report.categories.performance.score * 100), benchmark: report.environment.benchmarkIndex };
  for (const [key, id] of Object.entries(metrics)) result[key] = report.audits[id].numericValue;
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What a fresh page of memory costs this machine, in microseconds (median of three 256 MB buffers
 * written once). Chromium's renderer touches fresh memory all through a load; on a machine where a
 * page costs a few microseconds instead of a fraction of one, the same build measured four to eight
 * times the blocking time, while Lighthouse's benchmark index moved far less.
 */
function memoryPageCost() {
  const bytes = 256 << 20;
  const costs = [0, 1, 2].map(() => {
    const started = process.hrtime.bigint();
    Buffer.allocUnsafeSlow(bytes).fill(1);
    return Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096);
  });
  return median(costs);
}

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
    // The feed as `npm start` runs it (it draws the last session's day chart), stepping once a
    // minute while the market trades so that an audit rarely meets a live update.
    FEED: process.env.FEED ?? 'in-process',
    FEED_INTERVAL_MS: process.env.FEED_INTERVAL_MS ?? '60000',
    LOG_LEVEL: 'warn',
  },
});
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-lighthouse-profile-'));
const browser = spawn(
  chrome,
  [...chromeFlags.split(' '), `--remote-debugging-port=${cdpPort}`, `--user-data-dir=${profile}`, 'about:blank'],
  {
    stdio: 'ignore',
  },
);
try {
  await Promise.all([waitForServer(server), waitForBrowser(browser)]);
  await waitForDayChart();
  // The server's first answers after it starts are slower (its caches empty, its code not yet
  // optimised): one audit of the first page, not counted, so that no page's median pays for it.
  if (process.env.WARMUP !== '0' && variants.length) {
    await prepareBrowser(variants[0]);
    const [first] = await pagesFor(variants[0]);
    if (first) console.log(`warm-up, not counted: ${variants[0]} ${first.name}, performance ${lighthouse(`${origin}${first.path}`).score}`);
  }
  const started = new Date();
  const rows = [];
  for (const variant of variants) {
    // Chromium gone between variants (seen once): an error now, not a run that waits.
    if (browser.exitCode !== null || browser.signalCode !== null)
      throw new Error(`Chromium exited (${browser.exitCode ?? browser.signalCode}) before ${variant}`);
    await prepareBrowser(variant);
    for (const page of await pagesFor(variant)) {
      const runsOfPage = [];
      for (let i = 0; i < runs; i++) {
        const run = lighthouse(`${origin}${page.path}`);
        runsOfPage.push(run);
        console.log(
          `${variant} ${page.name} run ${i + 1}/${runs}: performance ${run.score}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, benchmark index ${Math.round(run.benchmark)}`,
        );
      }
      rows.push({ variant, ...page, runs: runsOfPage });
    }
  }
  const indexes = rows.flatMap((row) => row.runs.map((run) => run.benchmark));
  const pageCost = memoryPageCost();
  console.log(`\nLighthouse 13.5.0, mobile, simulated throttling, ${runs} runs per page (median), ${started.toISOString()}`);
  console.log(
    `Machine: Lighthouse's benchmark index ${Math.round(median(indexes))} (median; ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}); a fresh page of memory ${pageCost.toFixed(2)} µs`,
  );
  console.log('| Page | Who | Performance | FCP | LCP | TBT | CLS | Speed index | Scores of the runs |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const of = (key) => median(row.runs.map((run) => run[key]));
    console.log(
      `| ${row.name} (\`${row.path.replace(/[0-9a-f-]{36}/g, '{guid}')}\`) | ${row.variant} | **${of('score')}** | ${seconds(of('fcp'))} | ${seconds(of('lcp'))} | ${Math.round(of('tbt'))} ms | ${of('cls').toFixed(3)} | ${seconds(of('si'))} | ${row.runs.map((run) => run.score).join(', ')} |`,
    );
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/lighthouse.json'),
    JSON.stringify({ started, runs, machine: { benchmarkIndexes: indexes, memoryPageMicroseconds: pageCost }, rows }, null, 2),
  );
} finally {
  const exited = (child) => (child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
  browser.kill('SIGTERM');
  server.kill('SIGTERM');
  await Promise.all([exited(browser), exited(server)]);
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
