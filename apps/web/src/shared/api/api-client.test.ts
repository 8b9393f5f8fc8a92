import { afterEach, describe, expect, it, vi } from 'vitest';

const enqueueSnackbar = vi.fn();
vi.mock('../ui/notify.ts', () => ({ enqueueSnackbar: (...args: unknown[]) => enqueueSnackbar(...args) }));

const { apiDownload, apiGet, buildUrl, configureApiAuth } = await import('./api-client.ts');
const { ApiError } = await import('./api-error.ts');

function respond(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  enqueueSnackbar.mockReset();
  configureApiAuth({ getAccessToken: () => null, onUnauthorized: async () => 'report' });
});

describe('api client', () => {
  it('builds URLs under /api/v1 and drops empty parameters', () => {
    expect(buildUrl('/stocks/', { page: 1, size: 25, search: '', sector: undefined, order_by: '-price' })).toBe(
      '/api/v1/stocks/?page=1&size=25&order_by=-price',
    );
  });

  it('sends the language, the application token and, when signed in, the bearer token', async () => {
    window.localStorage.setItem('locale', 'en');
    const fetch = respond(200, { items: [] });
    await apiGet('/markets/');
    let headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('X-App-Token')).toBe('sahm-web-dev-token');
    expect(headers.has('Authorization')).toBe(false);

    configureApiAuth({ getAccessToken: () => 'abc', onUnauthorized: async () => 'report' });
    window.localStorage.removeItem('locale');
    await apiGet('/markets/');
    headers = new Headers((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('toasts the server message of a failure and throws an ApiError', async () => {
    respond(422, { detail: [{ loc: ['query', 'size'], msg: 'قيمة غير صالحة', type: 'too_big' }] });
    await expect(apiGet('/stocks/')).rejects.toBeInstanceOf(ApiError);
    expect(enqueueSnackbar).toHaveBeenCalledWith('قيمة غير صالحة', expect.objectContaining({ variant: 'error' }));
  });

  it('stays quiet when asked to', async () => {
    respond(500, { detail: 'boom' });
    await expect(apiGet('/stocks/', { silent: true })).rejects.toMatchObject({ status: 500, message: 'boom' });
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('lets the auth hook retry a 401, telling it which token failed', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Signature has expired.', code: 'token_expired' }), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return 'retry' as const;
    });
    const onAuthorized = vi.fn();
    configureApiAuth({ getAccessToken: () => token, onUnauthorized, onAuthorized });
    await expect(apiGet('/portfolio/')).resolves.toEqual({ ok: true });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), { token: 'old', attempt: 0 });
    const headers = new Headers((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Authorization')).toBe('Bearer new');
    expect(onAuthorized).toHaveBeenCalledTimes(1);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('retries at most twice, and stays quiet when the hook has dealt with the 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'x', code: 'token_expired' }), { status: 401 })),
    );
    const onUnauthorized = vi.fn(async () => 'retry' as const);
    configureApiAuth({ getAccessToken: () => 't', onUnauthorized });
    await expect(apiGet('/portfolio/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
    expect(enqueueSnackbar).toHaveBeenCalledTimes(1);

    enqueueSnackbar.mockReset();
    configureApiAuth({ getAccessToken: () => null, onUnauthorized: async () => 'handled' });
    await expect(apiGet('/portfolio/')).rejects.toMatchObject({ status: 401 });
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('downloads a file through the same path: its Accept, a refresh on 401 and a retry', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Signature has expired.', code: 'token_expired' }), { status: 401 }))
      .mockResolvedValueOnce(new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetch);
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return 'retry' as const;
    });
    configureApiAuth({ getAccessToken: () => token, onUnauthorized });
    const blob = await apiDownload('/subscriptions/invoice/7/', { method: 'POST', body: {}, accept: 'application/pdf' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/invoice/7/');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('application/pdf');
    expect(headers.get('Authorization')).toBe('Bearer new');
    expect(headers.get('X-App-Token')).toBe('sahm-web-dev-token');
  });

  it('reads a failed download as the API error, quietly when asked', async () => {
    respond(404, { detail: 'Invoice not found' });
    await expect(
      apiDownload('/subscriptions/invoice/8/', { method: 'POST', body: {}, accept: 'application/pdf', silent: true }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Invoice not found',
    });
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });
});
