// Live fan-out: many graphql-ws subscribers on one server process, latency from the feed's step
// (the tick's datetime) to each subscriber's receipt, on the same clock.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export type FanoutResult = {
  subscribers: number;
  connected: number;
  messages: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : NaN;

export async function measureFanout(opts: {
  base: string;
  appToken: string;
  stockGuids: string[];
  subscribers: number;
  seconds: number;
}): Promise<FanoutResult> {
  const wsUrl = opts.base.replace(/^http/, 'ws') + '/graphql';
  const latencies: number[] = [];
  let measuring = false;
  const clients: Client[] = [];
  let connected = 0;
  // Open connections in batches so the server is not measured while it accepts thousands at once.
  for (let i = 0; i < opts.subscribers; i += 250) {
    const batch = [];
    for (let j = i; j < Math.min(opts.subscribers, i + 250); j++) {
      const guid = opts.stockGuids[j % opts.stockGuids.length];
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
        connectionParams: { app_token: opts.appToken },
      });
      clients.push(client);
      batch.push(
        new Promise<void>((resolve) => {
          client.subscribe<{ stock: { stocks: { datetime: string }[] } }>(
            { query: `subscription { stock(guid: "${guid}") { stocks { price datetime } error } }` },
            {
              next: (msg) => {
                const at = msg.data?.stock.stocks[0]?.datetime;
                if (measuring && at) latencies.push(Date.now() - Date.parse(at));
              },
              error: () => resolve(),
              complete: () => resolve(),
            },
          );
          client.on('connected', () => {
            connected += 1;
            resolve();
          });
        }),
      );
    }
    await Promise.all(batch);
  }
  // Let the subscriptions settle, then measure.
  await new Promise((r) => setTimeout(r, 3000));
  measuring = true;
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  measuring = false;
  await Promise.all(clients.map((c) => c.dispose()));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    subscribers: opts.subscribers,
    connected,
    messages: sorted.length,
    p50_ms: percentile(sorted, 50),
    p90_ms: percentile(sorted, 90),
    p99_ms: percentile(sorted, 99),
    max_ms: sorted.at(-1) ?? NaN,
  };
}
