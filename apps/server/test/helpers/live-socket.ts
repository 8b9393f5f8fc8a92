import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { APP_TOKEN, type TestApp } from './test-app.ts';

/** The app listening on a free loopback port; returns its /graphql WebSocket URL. */
export async function liveUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/graphql`;
}

export type WireMessage = { type: string; id?: string; payload?: unknown };

/**
 * A graphql-transport-ws connection spoken by hand, so a test can do what a well-behaved client
 * never does: drop the connection without a word, send a broken document.
 */
export type RawSocket = {
  ws: WebSocket;
  messages: WireMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor: (match: (m: WireMessage) => boolean, timeoutMs?: number) => Promise<WireMessage>;
  subscribe: (id: string, query: string, variables?: Record<string, unknown>) => void;
  closed: Promise<{ code: number; reason: string }>;
  /** Ends the TCP connection at once: no close frame, no `complete`. */
  drop: () => void;
};

export async function openRawSocket(url: string, params: Record<string, unknown> = {}): Promise<RawSocket> {
  const ws = new WebSocket(url, 'graphql-transport-ws');
  const messages: WireMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as WireMessage);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const wake of [...waiters]) wake();
    }),
  );
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor: RawSocket['waitFor'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  ws.send(JSON.stringify({ type: 'connection_init', payload: { app_token: APP_TOKEN, locale: 'en', ...params } }));
  return {
    ws,
    messages,
    waitFor,
    subscribe: (id, query, variables) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    closed,
    drop: () => ws.terminate(),
  };
}

/** Polls until check() holds (or fails with what it last saw). */
export async function eventually<T>(read: () => T, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
