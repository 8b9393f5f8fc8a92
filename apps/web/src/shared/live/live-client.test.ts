import { beforeEach, describe, expect, it, vi } from 'vitest';

type Options = {
  url: () => Promise<string>;
  connectionParams: () => Record<string, string>;
  retryWait: (retries: number) => Promise<void>;
  on: { closed: (event: unknown) => void };
};
const fake = { subscribe: vi.fn(() => () => undefined), terminate: vi.fn() };
let options: Options;
vi.mock('graphql-ws', () => ({
  createClient: (given: Options) => {
    options = given;
    return fake;
  },
}));

type Session = { user: { sub: string; exp: number } | null; accessToken: string | null };
let session: Session = { user: null, accessToken: null };
const listeners = new Set<() => void>();
/** What the token service answers to the next refresh: a new session, or the end of it. */
let refreshTo: Session | 'rejected' | 'failed' = 'failed';
const refreshExpiredToken = vi.fn(async () => {
  if (refreshTo === 'rejected' || refreshTo === 'failed') return refreshTo;
  setSession(refreshTo);
  return 'renewed' as const;
});
const forgetSession = vi.fn(() => setSession({ user: null, accessToken: null }));
vi.mock('../auth/session.ts', () => ({
  getSession: () => session,
  subscribeSession: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  refreshExpiredToken,
  forgetSession,
}));

const { subscribeLive } = await import('./live-client.ts');

function setSession(next: Session) {
  session = next;
  listeners.forEach((listener) => listener());
}
const signedIn = (sub: string, token: string, secondsLeft = 300): Session => ({
  user: { sub, exp: Date.now() / 1000 + secondsLeft },
  accessToken: token,
});

/** A (re)connection as graphql-ws makes it: the URL first, then the parameters. */
async function connect() {
  await options.url();
  return options.connectionParams();
}

beforeEach(async () => {
  vi.clearAllMocks();
  refreshTo = 'failed';
  // The first subscription fetches graphql-ws and creates the app's one client; later ones reuse it.
  subscribeLive('subscription { x }', {}, { next: () => undefined, error: () => undefined });
  await vi.waitFor(() => expect(fake.subscribe).toHaveBeenCalled());
});

describe('live client', () => {
  it('subscribes once its code has come, and not at all when stopped before', async () => {
    const stop = subscribeLive('subscription { y }', {}, { next: () => undefined, error: () => undefined });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.subscribe).toHaveBeenCalledTimes(1); // the one of beforeEach only
  });

  it('reopens the socket when the user signs in or out, not when the same user’s token is refreshed', async () => {
    setSession({ user: null, accessToken: null });
    expect((await connect()).authorization).toBeUndefined(); // the socket opened for a visitor

    setSession(signedIn('u1', 'token-1'));
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    expect((await connect()).authorization).toBe('Bearer token-1'); // the reconnection carries the bearer

    setSession(signedIn('u1', 'token-2'));
    expect(fake.terminate).toHaveBeenCalledTimes(1);

    setSession({ user: null, accessToken: null });
    expect(fake.terminate).toHaveBeenCalledTimes(2);
  });

  it('comes back at once with a refreshed token after the server closed the socket for its token (4403)', async () => {
    setSession(signedIn('u1', 'token-1'));
    expect((await connect()).authorization).toBe('Bearer token-1');
    options.on.closed({ code: 4403, reason: 'Token expired' });
    refreshTo = signedIn('u1', 'token-2');

    const wait = Date.now();
    await options.retryWait(0);
    expect(Date.now() - wait).toBeLessThan(50);
    expect((await connect()).authorization).toBe('Bearer token-2');
    expect(refreshExpiredToken).toHaveBeenCalledWith('token-1');
    // Its own refresh is not a change of user: the socket it is opening stays.
    expect(fake.terminate).not.toHaveBeenCalled();
  });

  it('refreshes a token about to expire before connecting, instead of connecting as a visitor', async () => {
    setSession(signedIn('u1', 'old', 5));
    refreshTo = signedIn('u1', 'new');
    expect((await connect()).authorization).toBe('Bearer new');
    expect(refreshExpiredToken).toHaveBeenCalledWith('old');
  });

  it('connects as a visitor, and forgets the session, when the token service has ended it (a deactivated account)', async () => {
    setSession(signedIn('u1', 'token-1'));
    await connect();
    options.on.closed({ code: 4403, reason: 'Account deactivated' });
    refreshTo = 'rejected';
    expect((await connect()).authorization).toBeUndefined();
    expect(forgetSession).toHaveBeenCalled();
  });

  it('does not offer a refused token again when the refresh fails for now, and waits between tries', async () => {
    setSession(signedIn('u1', 'token-1'));
    await connect();
    options.on.closed({ code: 4403, reason: 'Token expired' });
    refreshTo = 'failed';
    expect((await connect()).authorization).toBeUndefined();
    expect(forgetSession).not.toHaveBeenCalled();
    vi.useFakeTimers();
    try {
      let waited = false;
      void options.retryWait(1).then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(2000);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(3000);
      expect(waited).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
