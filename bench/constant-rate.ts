// An open-loop load generator: requests leave at a constant rate, evenly spaced, over a pool of
// keep-alive connections, whatever the answers' pace (as wrk2 or k6's constant-arrival-rate do).
// Each latency runs from the moment the request was due, so a server that falls behind is
// charged for the wait too (no coordinated omission).
//
// autocannon's `overallRate` was used before: it lets each connection send its share of a second
// back to back when the second starts, so every second opened with 50 requests at once, and its
// correction for coordinated omission assumes 1 ms between requests, recording a 50 ms answer as
// fifty samples. Both inflate the tail in a way no real audience produces.
import http from 'node:http';

export type RateOptions = { url: string; headers: Record<string, string>; rate: number; seconds: number; connections?: number };
export type RateResult = {
  requests: number;
  achieved_rps: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  non_2xx: number;
  errors: number;
};

export async function constantRate({ url, headers, rate, seconds, connections = 50 }: RateOptions): Promise<RateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending = new Set<Promise<void>>();

  const send = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const req = http.request(target, { agent, headers }, (res) => {
        if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        res.on('data', () => undefined);
        res.on('end', () => {
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now leaves now, each timed from when it was due.
    while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
    await new Promise((r) => setTimeout(r, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    requests: latencies.length,
    achieved_rps: Math.round(latencies.length / elapsed),
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: at(1),
    non_2xx: non2xx,
    errors,
  };
}
