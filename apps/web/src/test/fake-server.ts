type Answer = { status?: number; body: unknown };
type Handler = (request: { url: URL; method: string; body: string; headers: Headers }) => Answer | Promise<Answer>;

/** A fetch stub answering by "METHOD /path" (or "/path" for any method), recording every request. */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: Array<{ method: string; path: string; body: string }> = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body === undefined || init.body === null ? '' : String(init.body);
    requests.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 });
    const answer = await handler({ url, method, body, headers: new Headers(init.headers) });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, requests };
}
