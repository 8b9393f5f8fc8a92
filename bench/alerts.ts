// Alerts at scale: 100,000 alerts armed over the most traded stocks, the feed stepping every second;
// latency from the feed step that crossed an alert to its notification reaching the owner's open
// socket (in the app), and to its email in the outbox (the local mail stand-in), on the same clock.
import { PGlite } from '@electric-sql/pglite';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signIn } from './portfolio.ts';

export type AlertsBenchResult = {
  scenario: string;
  alerts: number;
  delivered: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  budget_p95_ms: number;
  within_budget: boolean;
};

const DEMO = ['basic', 'advance', 'professional', 'admin'].map((p) => `${p}@sahm.demo`);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : NaN;

/**
 * Writes the alerts straight into the stopped server's database (the plan's allowance is the API's
 * rule, not the evaluator's): price-above and price-below levels within ±2% of each of the 50 most
 * traded stocks' prices, owned by the four demo accounts, one in ten by email, a one-minute
 * cooldown so a level may fire more than once in the run. Armed unless already past.
 */
export async function seedAlerts(dataDir: string, count: number): Promise<void> {
  const db = await PGlite.create(`${dataDir}/pglite`);
  try {
    await db.query(
      `WITH s AS (SELECT stock_id, price, row_number() OVER (ORDER BY value DESC) - 1 AS n FROM stock_quotes ORDER BY value DESC LIMIT 50),
            u AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email = ANY($2)),
            g AS (SELECT i, CASE WHEN i % 2 = 0 THEN 'price_above' ELSE 'price_below' END AS kind,
                         round((SELECT price FROM s WHERE n = i % 50) * 100 * (1 + ((i / 50) % 400 - 200) / 10000.0))::int AS threshold
                    FROM generate_series(0, $1 - 1) i)
       INSERT INTO alerts (id, user_id, kind, stock_id, threshold, email, push, cooldown_minutes, active, armed)
       SELECT gen_random_uuid(), (SELECT id FROM u WHERE n = g.i % 4), g.kind, (SELECT stock_id FROM s WHERE n = g.i % 50),
              g.threshold, g.i % 10 = 0, false, 1, true,
              NOT (CASE WHEN g.kind = 'price_above' THEN (SELECT price FROM s WHERE n = g.i % 50) * 100 >= g.threshold
                        ELSE (SELECT price FROM s WHERE n = g.i % 50) * 100 <= g.threshold END)
         FROM g`,
      [count, DEMO],
    );
  } finally {
    await db.close();
  }
}

/** In the app: each demo account's socket subscribed to its notifications, latency = receipt − the crossing step's time. */
export async function measureInApp(opts: { base: string; appToken: string; seconds: number; alerts: number }): Promise<AlertsBenchResult> {
  const wsUrl = opts.base.replace(/^http/, 'ws') + '/graphql';
  const latencies: number[] = [];
  const clients: Client[] = [];
  for (const user of DEMO) {
    const bearer = await signIn(opts.base, user);
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { app_token: opts.appToken, authorization: `Bearer ${bearer}` },
    });
    clients.push(client);
    client.subscribe<{ alertNotifications: { notice: { notification: { fired_at: string } } | null } }>(
      { query: 'subscription { alertNotifications { notice error } }' },
      {
        next: (msg) => {
          const at = msg.data?.alertNotifications.notice?.notification.fired_at;
          if (at) latencies.push(Date.now() - Date.parse(at));
        },
        error: () => {},
        complete: () => {},
      },
    );
  }
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  await Promise.all(clients.map((c) => c.dispose()));
  return summary('alerts, tick to the app', opts.alerts, latencies, 5000);
}

/** By email: for each notification of an alert that asked for email, its first email after it (same person, same subject). */
export async function measureEmail(dataDir: string, alerts: number): Promise<AlertsBenchResult> {
  const db = await PGlite.create(`${dataDir}/pglite`);
  try {
    const rows = await db.query<{ ms: number }>(
      `SELECT extract(epoch FROM (o.created_at - n.fired_at)) * 1000 AS ms
         FROM alert_notifications n JOIN alerts a ON a.id = n.alert_id AND a.email JOIN users u ON u.id = n.user_id
         CROSS JOIN LATERAL (SELECT created_at FROM outbox_messages o
                              WHERE o.channel = 'email' AND o.recipient = u.email AND o.subject = CASE WHEN u.locale = 'en' THEN n.title_en ELSE n.title_ar END
                                AND o.created_at >= n.fired_at ORDER BY o.created_at LIMIT 1) o`,
    );
    return summary(
      'alerts, tick to the email',
      alerts,
      rows.rows.map((r) => Number(r.ms)),
      30_000,
    );
  } finally {
    await db.close();
  }
}

function summary(scenario: string, alerts: number, latencies: number[], budget: number): AlertsBenchResult {
  const sorted = latencies.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    scenario,
    alerts,
    delivered: sorted.length,
    p50_ms: percentile(sorted, 50),
    p95_ms: p95,
    p99_ms: percentile(sorted, 99),
    max_ms: sorted.at(-1) ?? NaN,
    budget_p95_ms: budget,
    within_budget: sorted.length > 0 && p95 < budget,
  };
}
