import { describe, expect, it, vi } from 'vitest';

type Params = () => Record<string, string>;
const fake = { subscribe: vi.fn(() => () => undefined), terminate: vi.fn() };
let params: Params = () => ({});
vi.mock('graphql-ws', () => ({
  createClient: (options: { connectionParams: Params }) => {
    params = options.connectionParams;
    return fake;
  },
}));

let session: { user: { sub: string; exp: number } | null; accessToken: string | null } = { user: null, accessToken: null };
const listeners = new Set<() => void>();
vi.mock('../auth/session.ts', () => ({
  getSession: () => session,
  subscribeSession: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
}));

const { subscribeLive } = await import('./live-client.ts');

const setSession = (next: typeof session) => {
  session = next;
  listeners.forEach((listener) => listener());
};
const signedIn = (sub: string, token: string) => ({ user: { sub, exp: Date.now() / 1000 + 300 }, accessToken: token });

describe('live client', () => {
  it('reopens the socket when the user signs in or out, not when the same user’s token is refreshed', () => {
    subscribeLive('subscription { x }', {}, { next: () => undefined, error: () => undefined });
    expect(params().authorization).toBeUndefined(); // the socket opened for a visitor

    setSession(signedIn('u1', 'token-1'));
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    expect(params().authorization).toBe('Bearer token-1'); // the reconnection carries the bearer

    setSession(signedIn('u1', 'token-2'));
    expect(fake.terminate).toHaveBeenCalledTimes(1);

    setSession({ user: null, accessToken: null });
    expect(fake.terminate).toHaveBeenCalledTimes(2);
  });
});
