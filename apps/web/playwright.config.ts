import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { accessTokenTtl } from './e2e/support/server.ts';

const firstPort = Number(process.env.E2E_PORT ?? 3100);
const repo = path.resolve(import.meta.dirname, '../..');
/**
 * One journey at a time by default: on two cores, two workers (each with its own server and
 * database, since PGlite is one process per folder) finished no sooner, as the two servers' seeds
 * and the browsers share the same cores. `E2E_WORKERS=2` runs two at once on a larger machine.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
// Playwright loads this file in each worker too, where TEST_PARALLEL_INDEX says which server is its own.
const port = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const dataDir = (index: number) => path.resolve(repo, `${process.env.E2E_DATA_DIR ?? '.data/e2e'}${index ? `-${index + 1}` : ''}`);

export default defineConfig({
  testDir: 'e2e',
  // Screenshots are pictures to look at, not checks: `npm run screenshots` takes them, and the
  // test run (and CI's time budget) leaves them out.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test collects the JSON report to print one closing total.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // Not test-results/ itself: Playwright empties its output folder, and the screenshots live beside it.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => {
    const serverPort = firstPort + index;
    return {
      command: 'node ../../scripts/start.mjs',
      port: serverPort,
      env: {
        // Rate-limit counters in memory, per run: a shared Redis keeps counts from earlier runs within the hour.
        REDIS_URL: '',
        // Accounts made through the API name their own client address (support/accounts.ts).
        TRUST_PROXY: '127.0.0.1',
        PORT: String(serverPort),
        DATA_DIR: dataDir(index),
        // Short-lived access tokens: the journeys see them expire and be refreshed mid-session.
        ACCESS_TOKEN_TTL: String(accessTokenTtl),
        // Links in emails (password reset) point at this server.
        PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}`,
        // The market trades at any hour and the feed steps every second, so live prices move during a journey.
        MARKET_CLOCK: 'always-open',
        FEED_INTERVAL_MS: '1000',
      },
      reuseExistingServer: !process.env.CI,
      // Two servers seed their databases at once on two cores.
      timeout: 420_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
