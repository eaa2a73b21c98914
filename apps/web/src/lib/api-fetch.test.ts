import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiFetch, CSRF_STORAGE_KEY } from './api-fetch';

const fetchStub = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
  // Most tests are not about CSRF: a token is already there, as after the first state-changing request.
  sessionStorage.setItem(CSRF_STORAGE_KEY, 'stored-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('apiFetch', () => {
  it('sends the page language, the session cookie and asks for JSON', async () => {
    await i18n.changeLanguage('de');
    fetchStub.mockResolvedValue(json(200, { status: 'ok' }));

    await expect(apiFetch('/api/health')).resolves.toEqual({ status: 'ok' });

    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('de');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends a plain object as JSON and FormData as it is', async () => {
    fetchStub.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/api/things', { method: 'POST', body: { name: 'Ana' } })).resolves.toBeUndefined();
    let init = fetchStub.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Ana"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');

    const form = new FormData();
    form.set('file', new Blob(['x']), 'cv.pdf');
    await apiFetch('/api/upload', { method: 'POST', body: form });
    init = fetchStub.mock.calls[1]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    fetchStub.mockResolvedValue(
      json(422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields need your attention.',
          fields: { email: 'This field is required', 'address.city': 'Must be at least 2 characters' },
        },
      }),
    );

    const error = await failure(apiFetch('/api/auth/sign-up', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need your attention.',
      fields: { email: 'This field is required', 'address.city': 'Must be at least 2 characters' },
    });
  });

  it('keeps the code of an error without fields', async () => {
    fetchStub.mockResolvedValue(
      json(403, { error: { code: 'FORBIDDEN', message: 'Dazu hast du keine Berechtigung.' } }),
    );
    const error = await failure(apiFetch('/api/admin/users'));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', fields: undefined });
  });

  it('falls back on the status, in the page language, when the body is not the error shape', async () => {
    await i18n.changeLanguage('de');
    fetchStub.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(apiFetch('/api/listings'));
    expect(error).toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es gleich noch einmal.',
    });

    fetchStub.mockResolvedValue(json(429, { message: 'slow down' }));
    expect(await failure(apiFetch('/api/listings'))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('reports a network failure as status 0', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/listings'));
    expect(error).toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('lets a cancellation through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchStub.mockRejectedValue(abort);
    await expect(apiFetch('/api/listings')).rejects.toBe(abort);
  });
});

describe('apiFetch and the CSRF token', () => {
  const csrfHeader = (call: number) => new Headers(fetchStub.mock.calls[call]?.[1]?.headers).get('x-csrf-token');
  const urls = () => fetchStub.mock.calls.map(([url]) => String(url));

  beforeEach(() => sessionStorage.clear());

  it('fetches the token once, keeps it in session storage and sends it with every state-changing request', async () => {
    fetchStub.mockImplementation(async (url) =>
      String(url) === '/api/auth/csrf' ? json(200, { token: 'tok-1' }) : json(200, { message: 'ok' }),
    );

    await apiFetch('/api/auth/sign-out', { method: 'POST' });
    await apiFetch('/api/auth/forgot-password', { method: 'post', body: { email: 'ana@example.com' } });

    expect(urls()).toEqual(['/api/auth/csrf', '/api/auth/sign-out', '/api/auth/forgot-password']);
    expect(fetchStub.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(csrfHeader(1)).toBe('tok-1');
    expect(csrfHeader(2)).toBe('tok-1');
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBe('tok-1');
  });

  it('sends no token with GET and does not fetch one for it', async () => {
    fetchStub.mockResolvedValue(json(200, { items: [] }));
    await apiFetch('/api/listings');
    expect(urls()).toEqual(['/api/listings']);
    expect(csrfHeader(0)).toBeNull();
  });

  it('shares one token request between parallel requests', async () => {
    fetchStub.mockImplementation(async (url) =>
      String(url) === '/api/auth/csrf' ? json(200, { token: 'shared' }) : json(200, {}),
    );
    await Promise.all([
      apiFetch('/api/a', { method: 'POST' }),
      apiFetch('/api/b', { method: 'PUT' }),
      apiFetch('/api/c', { method: 'DELETE' }),
    ]);
    expect(urls().filter((url) => url === '/api/auth/csrf')).toHaveLength(1);
    expect([csrfHeader(1), csrfHeader(2), csrfHeader(3)]).toEqual(['shared', 'shared', 'shared']);
  });

  it('uses the stored token of this tab without asking again', async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, 'from-earlier');
    fetchStub.mockResolvedValue(json(200, {}));
    await apiFetch('/api/auth/sign-out', { method: 'POST' });
    expect(urls()).toEqual(['/api/auth/sign-out']);
    expect(csrfHeader(0)).toBe('from-earlier');
  });

  it('fetches a new token once and retries when the server refuses the token', async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, 'stale');
    const refused = () =>
      json(403, {
        error: { code: 'FORBIDDEN', message: 'Your session check failed. Please reload the page and try again.' },
      });
    fetchStub
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(json(200, { token: 'fresh' }))
      .mockResolvedValueOnce(json(200, { message: 'Welcome back!' }));

    await expect(
      apiFetch('/api/auth/sign-in', { method: 'POST', body: { email: 'ana@example.com', password: 'x' } }),
    ).resolves.toEqual({ message: 'Welcome back!' });

    expect(urls()).toEqual(['/api/auth/sign-in', '/api/auth/csrf', '/api/auth/sign-in']);
    expect(csrfHeader(0)).toBe('stale');
    expect(csrfHeader(2)).toBe('fresh');
    expect(fetchStub.mock.calls[2]?.[1]?.body).toBe('{"email":"ana@example.com","password":"x"}');
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBe('fresh');
  });

  it('retries only once: a second refusal is the error', async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, 'stale');
    const refused = () => json(403, { error: { code: 'FORBIDDEN', message: 'Refused' } });
    fetchStub
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(json(200, { token: 'fresh' }))
      .mockResolvedValueOnce(refused());

    expect(await failure(apiFetch('/api/auth/sign-in', { method: 'POST' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Refused',
    });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('does not retry other failures, nor a 403 on a request that sent no token', async () => {
    sessionStorage.setItem(CSRF_STORAGE_KEY, 'tok');
    fetchStub.mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Error signing in' } }));
    expect(await failure(apiFetch('/api/auth/sign-in', { method: 'POST' }))).toMatchObject({ status: 401 });
    expect(fetchStub).toHaveBeenCalledTimes(1);

    fetchStub.mockResolvedValueOnce(json(403, { error: { code: 'FORBIDDEN', message: 'No' } }));
    expect(await failure(apiFetch('/api/admin/users'))).toMatchObject({ status: 403 });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('reports a failed token request as the error of the request', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failure(apiFetch('/api/auth/sign-out', { method: 'POST' }))).toMatchObject({
      status: 0,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).toBeNull();
  });
});
