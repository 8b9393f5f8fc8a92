import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, storeSession } from '../../test/tokens.ts';

const enqueueSnackbar = vi.fn();
vi.mock('../ui/notify.ts', () => ({ enqueueSnackbar: (...args: unknown[]) => enqueueSnackbar(...args) }));

const oldToken = fakeAccessToken({ first_name: 'قديم' });

type Server = {
  /** Answers of the token endpoint, in order (the last repeats). */
  tokenAnswers: Array<{ status: number; body: unknown }>;
  /** Whether the API accepts a bearer token. */
  accepts: (token: string | null) => boolean;
  apiCalls: Array<string | null>;
  tokenCalls: URLSearchParams[];
};

function serve(server: Server) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/identity/token') {
      server.tokenCalls.push(new URLSearchParams(String(init?.body)));
      const answer = server.tokenAnswers[Math.min(server.tokenCalls.length - 1, server.tokenAnswers.length - 1)]!;
      // The refresh takes a moment, so concurrent requests really do overlap it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
    server.apiCalls.push(token);
    return server.accepts(token)
      ? new Response(JSON.stringify({ ok: true }), { status: 200 })
      : new Response(JSON.stringify({ detail: 'Signature has expired.', code: 'token_expired' }), { status: 401 });
  });
  vi.stubGlobal('fetch', fetch);
}

const tokens = (n: number) => ({
  status: 200,
  body: {
    access_token: fakeAccessToken({ first_name: `جديد ${n}` }),
    refresh_token: `refresh-${n + 1}`,
    token_type: 'Bearer',
    expires_in: 300,
  },
});

/** Fresh modules per test: the session store and the expiry count live in module state. */
async function start() {
  vi.resetModules();
  const { installSession } = await import('./api-auth.ts');
  const session = await import('./session.ts');
  const { apiGet } = await import('../api/api-client.ts');
  const navigate = vi.fn();
  installSession({
    navigate,
    loginHref: (redirect) => `/auth/login?redirect=${redirect}`,
    verificationHref: () => '/auth/verification-code/REGISTRATION',
  });
  return { apiGet, session, navigate };
}

const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, pathname: '/dashboard/profile', search: '', hash: '', assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  enqueueSnackbar.mockReset();
  assign.mockReset();
});

describe('session and the API client', () => {
  it('concurrent requests with an expired token wait for one refresh, then all retry', async () => {
    storeSession(oldToken);
    const server: Server = { tokenAnswers: [tokens(1)], accepts: (token) => token !== oldToken, apiCalls: [], tokenCalls: [] };
    serve(server);
    const { apiGet, session } = await start();

    await expect(Promise.all([apiGet('/a/'), apiGet('/b/'), apiGet('/c/')])).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.tokenCalls).toHaveLength(1);
    expect(server.tokenCalls[0]!.get('grant_type')).toBe('refresh_token');
    expect(server.tokenCalls[0]!.get('refresh_token')).toBe('refresh-1');
    expect(server.tokenCalls[0]!.get('client_id')).toBe('sahm-web');
    expect(session.getSession().user?.first_name).toBe('جديد 1');
    expect(JSON.parse(window.localStorage.getItem('session')!)).toMatchObject({ refresh_token: 'refresh-2' });
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('takes up a token another tab has refreshed instead of refreshing again', async () => {
    storeSession(oldToken);
    const server: Server = { tokenAnswers: [tokens(1)], accepts: (token) => token !== oldToken, apiCalls: [], tokenCalls: [] };
    serve(server);
    const otherTab = fakeAccessToken({ first_name: 'من نافذة أخرى' });
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      // While this tab waited for the lock, another tab refreshed and stored its tokens.
      storeSession(otherTab, 'refresh-from-other-tab');
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { apiGet, session } = await start();

    await expect(apiGet('/a/')).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('sahm-token-refresh', expect.any(Function));
    expect(server.tokenCalls).toHaveLength(0);
    expect(server.apiCalls).toEqual([oldToken, otherTab]);
    expect(session.getSession().user?.first_name).toBe('من نافذة أخرى');
  });

  it('signs out and reloads on the login page after more than two expiries in a row', async () => {
    storeSession(oldToken);
    const server: Server = { tokenAnswers: [tokens(1), tokens(2), tokens(3)], accepts: () => false, apiCalls: [], tokenCalls: [] };
    serve(server);
    const { apiGet, session } = await start();

    await expect(apiGet('/a/')).rejects.toMatchObject({ status: 401 });
    expect(server.tokenCalls).toHaveLength(2);
    expect(server.apiCalls).toHaveLength(3);
    expect(session.getSession().user).toBeNull();
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login?redirect=/dashboard/profile');
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('a successful request resets the count of expiries', async () => {
    storeSession(oldToken);
    let expireNext = true;
    const server: Server = {
      tokenAnswers: [tokens(1), tokens(2), tokens(3), tokens(4)],
      accepts: () => {
        const accepted = !expireNext;
        expireNext = !expireNext;
        return accepted;
      },
      apiCalls: [],
      tokenCalls: [],
    };
    serve(server);
    const { apiGet } = await start();
    for (const path of ['/a/', '/b/', '/c/']) await expect(apiGet(path)).resolves.toEqual({ ok: true });
    expect(server.tokenCalls).toHaveLength(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out and reloads when the refresh is refused with 400', async () => {
    storeSession(oldToken, 'refresh-1', false);
    const server: Server = {
      tokenAnswers: [{ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } }],
      accepts: (token) => token !== oldToken,
      apiCalls: [],
      tokenCalls: [],
    };
    serve(server);
    const { apiGet, session } = await start();

    await expect(Promise.all([apiGet('/a/'), apiGet('/b/')])).rejects.toMatchObject({ status: 401 });
    expect(server.tokenCalls).toHaveLength(1);
    expect(session.getSession().user).toBeNull();
    expect(window.sessionStorage.getItem('session')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('sends visitors to log in, and unverified users to the code screen, with a warning', async () => {
    const answers = [
      { detail: 'Authentication is required', code: 'auth_required' },
      { detail: 'Verify your mobile', code: 'mobile_unverified', is_mobile_verified: false },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 401 })),
    );
    const { apiGet, navigate } = await start();

    await expect(apiGet('/portfolio/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenLastCalledWith('/auth/login?redirect=/dashboard/profile');
    expect(enqueueSnackbar).toHaveBeenLastCalledWith(
      'هذا الخيار يتطلب تسجيل الدخول إلى حسابك',
      expect.objectContaining({ variant: 'warning' }),
    );

    await expect(apiGet('/portfolio/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenLastCalledWith('/auth/verification-code/REGISTRATION');
    expect(enqueueSnackbar).toHaveBeenCalledTimes(2);
  });

  it('signs in with the password grant, keeps the session where asked, and signs out with a revoke', async () => {
    const calls: Array<{ path: string; body: URLSearchParams }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ path: String(input), body: new URLSearchParams(String(init?.body)) });
        return new Response(JSON.stringify(String(input).endsWith('/token') ? tokens(1).body : {}), { status: 200 });
      }),
    );
    const { session } = await start();

    const user = await session.signIn({ email: 'noura@example.com', password: 'secret-123', remember: false });
    expect(user.first_name).toBe('جديد 1');
    expect(calls[0]!.body.get('grant_type')).toBe('password');
    expect(calls[0]!.body.get('username')).toBe('noura@example.com');
    expect(window.sessionStorage.getItem('session')).not.toBeNull();
    expect(window.localStorage.getItem('session')).toBeNull();

    await session.signOut();
    expect(calls[1]!.path).toBe('/identity/revoke');
    expect(calls[1]!.body.get('token')).toBe('refresh-2');
    expect(window.sessionStorage.getItem('session')).toBeNull();
    expect(session.getSession().user).toBeNull();
  });

  it('follows sign-in and sign-out in other tabs', async () => {
    const { session } = await start();
    expect(session.getSession().user).toBeNull();
    storeSession(oldToken);
    window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    expect(session.getSession().user?.first_name).toBe('قديم');
    window.localStorage.removeItem('session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    expect(session.getSession().user).toBeNull();
  });
});
