import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser window as far as the client uses it: local storage and the page's origin. */
function fakeWindow(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { localStorage, location: { origin: 'http://localhost:4400', href: 'http://localhost:4400/admin/dashboard', pathname: '/admin/dashboard' }, addEventListener: () => {} };
}

const fetchMock = vi.fn<typeof fetch>();

/** The client's modules afresh, so that the admin token store reads the stubbed window's storage. */
async function load(stored?: Record<string, string>) {
  vi.resetModules();
  if (stored) vi.stubGlobal('window', fakeWindow(stored));
  const client = await import('./api-client');
  const adminApi = await import('./admin-api');
  const { adminTokenStore } = await import('./admin-token');
  const { ApiError } = await import('./api-error');
  return { ...client, ...adminApi, adminTokenStore, ApiError };
}

const errorBody = (code: string, message: string, field?: string) =>
  new Response(JSON.stringify({ code, message, field }), { status: code === 'UNAUTHENTICATED' ? 401 : 409, headers: { 'content-type': 'application/json' } });

/** The headers of the nth fetch call. */
function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call][1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('throws an ApiError with the seed message and the body fields on a refused call', async () => {
    const { apiRequest, ApiError, errorStatus, errorMessage } = await load();
    fetchMock.mockResolvedValueOnce(errorBody('EMAIL_TAKEN', 'このメールアドレスは既に登録されています', 'email'));
    const error: unknown = await apiRequest('POST', '/api/auth/register', { email: 'a@example.jp' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as InstanceType<typeof ApiError>;
    expect(apiError.message).toMatch(/^409: \{/);
    expect(apiError.field).toBe('email');
    expect(errorStatus(error)).toBe(409);
    expect(errorMessage(error)).toBe('このメールアドレスは既に登録されています');
  });

  it('answers the fallback text and no status for what is not an API error', async () => {
    const { apiRequest, errorStatus, errorMessage } = await load();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const network: unknown = await apiRequest('GET', '/api/faq').catch((e: unknown) => e);
    expect(errorStatus(network)).toBeUndefined();
    expect(errorMessage(network, '送信に失敗しました')).toBe('送信に失敗しました');
    // An Error that only looks like the seed's string is not parsed any more.
    expect(errorStatus(new Error('404: {"message":"x"}'))).toBeUndefined();
    expect(errorMessage('500: oops')).toBe('エラーが発生しました');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const proxy: unknown = await apiRequest('GET', '/api/faq').catch((e: unknown) => e);
    expect(errorStatus(proxy)).toBe(502);
    expect(errorMessage(proxy, '読み込めませんでした')).toBe('読み込めませんでした');
  });

  it("lets the default query function answer null on 401 when asked to, and throw otherwise", async () => {
    const { getQueryFn, ApiError } = await load();
    const context = { queryKey: ['/api/auth', 'user'], signal: new AbortController().signal, meta: undefined } as never;
    fetchMock.mockResolvedValueOnce(errorBody('UNAUTHENTICATED', 'ログインが必要です'));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/user');
    fetchMock.mockResolvedValueOnce(errorBody('UNAUTHENTICATED', 'ログインが必要です'));
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the page’s language', () => {
  it('goes with every call as Accept-Language: English from an English page, Japanese from any other', async () => {
    const { apiRequest } = await load({});
    const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    fetchMock.mockResolvedValue(ok());
    (window.location as { pathname: string }).pathname = '/en/search';
    await apiRequest('POST', '/api/auth/login', {});
    expect(sentHeaders(0)['Accept-Language']).toBe('en');
    (window.location as { pathname: string }).pathname = '/search';
    fetchMock.mockResolvedValue(ok());
    await apiRequest('POST', '/api/auth/login', {});
    expect(sentHeaders(1)['Accept-Language']).toBe('ja');
  });
});

describe('the admin bearer token', () => {
  it('goes with every /api/admin call, whichever function makes it, and with no other call', async () => {
    const { apiRequest, sendRequest, getQueryFn, adminJson } = await load({ adminToken: 'tok-1', user: JSON.stringify({ id: 'u1' }) });
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ ok: true })));

    await apiRequest('GET', '/api/admin/users?page=2');
    await sendRequest('POST', '/api/admin/logout');
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/admin', 'stats'], signal: new AbortController().signal, meta: undefined } as never);
    await adminJson('GET', '/api/admin/me');
    await apiRequest('GET', 'http://localhost:4400/api/admin/accounts');
    for (let call = 0; call < 5; call++) expect(sentHeaders(call).Authorization).toBe('Bearer tok-1');

    await apiRequest('GET', '/api/properties/1');
    await apiRequest('GET', '/api/administrators');
    await apiRequest('GET', 'https://elsewhere.example/api/admin/me');
    await apiRequest('GET', '/api/admin/../properties');
    for (let call = 5; call < 9; call++) expect(sentHeaders(call).Authorization).toBeUndefined();
    // The signed-in user's id goes along as before.
    expect(sentHeaders(5)['x-user-id']).toBe('u1');
  });

  it('is left out without a token, so the login and registration still work', async () => {
    const { apiJson } = await load({});
    fetchMock.mockResolvedValueOnce(Response.json({ token: 'new', expiresAt: '2030-01-01T00:00:00Z', admin: {} }));
    await expect(apiJson('POST', '/api/admin/login', { email: 'a@example.jp', password: 'x' })).resolves.toMatchObject({ token: 'new' });
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('follows the token store: a new login is sent at once, a cleared token no more', async () => {
    const { apiRequest, adminTokenStore } = await load({});
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({})));
    adminTokenStore.set('tok-2');
    await apiRequest('GET', '/api/admin/me');
    expect(sentHeaders(0).Authorization).toBe('Bearer tok-2');
    adminTokenStore.clear('logout');
    await apiRequest('GET', '/api/admin/me');
    expect(sentHeaders(1).Authorization).toBeUndefined();
  });

  it('is forgotten when an admin call is refused with 401, and the guard is told it expired', async () => {
    const { adminJson, adminTokenStore, errorStatus } = await load({ adminToken: 'stale' });
    fetchMock.mockResolvedValueOnce(errorBody('UNAUTHENTICATED', 'ログインが必要です'));
    const error: unknown = await adminJson('GET', '/api/admin/me').catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(401);
    expect(adminTokenStore.getSnapshot()).toEqual({ token: null, endedBy: 'expired' });
  });

  it('is kept on other refusals, and when a new login replaced it meanwhile', async () => {
    const { adminJson, adminTokenStore } = await load({ adminToken: 'good' });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'FORBIDDEN', message: '権限がありません' }), { status: 403 }));
    await expect(adminJson('PUT', '/api/admin/accounts/1', { isActive: false })).rejects.toMatchObject({ status: 403 });
    expect(adminTokenStore.getSnapshot().token).toBe('good');

    let answer: (res: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = adminJson('GET', '/api/admin/me').catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    adminTokenStore.set('fresh');
    answer(errorBody('UNAUTHENTICATED', 'ログインが必要です'));
    await pending;
    expect(adminTokenStore.getSnapshot()).toEqual({ token: 'fresh', endedBy: null });
  });

  it('does not forget the token when the logout call itself is refused', async () => {
    const { sendRequest, adminTokenStore } = await load({ adminToken: 'tok-3' });
    fetchMock.mockResolvedValueOnce(errorBody('UNAUTHENTICATED', 'ログインが必要です'));
    await expect(sendRequest('POST', '/api/admin/logout')).rejects.toMatchObject({ status: 401 });
    expect(adminTokenStore.getSnapshot()).toEqual({ token: 'tok-3', endedBy: null });
  });
});
