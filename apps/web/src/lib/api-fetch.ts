import { isApiErrorBody, type ErrorCode } from '@azubi/shared/http/api-error';
import type { Locale } from '@azubi/shared/i18n/locales';
import { getCurrentLocale } from '../i18n/get-current-locale';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';

export interface ApiFetchInit extends Omit<RequestInit, 'body' | 'credentials'> {
  /** A plain object or array is sent as JSON; FormData, Blob, URLSearchParams, ArrayBuffer and strings are sent as they are. */
  body?: unknown;
}

/** Where the CSRF token lives between page loads of one tab (spec §9: session storage). */
export const CSRF_STORAGE_KEY = 'azubi.csrfToken';
const CSRF_HEADER = 'x-csrf-token';
const CSRF_PATH = '/api/auth/csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls the API on the same origin with the session cookie and the page's language, and
 * returns the parsed JSON. Every failure becomes an ApiError; an aborted request rejects with
 * the AbortError itself, so TanStack Query can tell a cancellation from a failure.
 *
 * A state-changing request (anything but GET, HEAD, OPTIONS) carries the CSRF token from
 * `GET /api/auth/csrf` in `x-csrf-token`, fetched the first time it is needed and kept in session
 * storage. The token pairs with an httpOnly cookie the same call sets; when the server refuses the
 * token (403 FORBIDDEN: the cookie expired or was cleared), a fresh one is fetched and the request
 * is sent once more.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const locale = getCurrentLocale();
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', locale);

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }

  const method = (rest.method ?? 'GET').toUpperCase();
  const needsCsrf = !SAFE_METHODS.has(method) && !headers.has(CSRF_HEADER);
  const send = async (): Promise<Response> => {
    const attemptHeaders = new Headers(headers);
    if (needsCsrf) attemptHeaders.set(CSRF_HEADER, await csrfToken(locale));
    return request(path, { ...rest, headers: attemptHeaders, body: requestBody, credentials: 'same-origin' }, locale);
  };

  let response = await send();
  if (needsCsrf && response.status === 403) {
    const error = await toApiError(response.clone(), locale);
    if (error.code === 'FORBIDDEN') {
      forgetCsrfToken();
      response = await send();
    }
  }

  if (!response.ok) throw await toApiError(response, locale);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  return (contentType.includes('json') ? await response.json() : await response.text()) as T;
}

/** fetch, with a network failure turned into an ApiError (status 0) and a cancellation let through. */
async function request(path: string, init: RequestInit, locale: Locale): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'SERVICE_UNAVAILABLE',
      i18n.t('serviceUnavailable', { ns: 'errors', lng: locale }),
      undefined,
      {
        cause: error,
      },
    );
  }
}

let pendingToken: Promise<string> | null = null;

/**
 * The CSRF token for a state-changing request this module does not send itself (an upload through
 * XMLHttpRequest, which reports progress): send it in `x-csrf-token`.
 */
export function getCsrfToken(): Promise<string> {
  return csrfToken(getCurrentLocale());
}

/** The stored CSRF token, or a new one from the server; parallel requests share one fetch. */
async function csrfToken(locale: Locale): Promise<string> {
  const stored = readStoredToken();
  if (stored) return stored;
  pendingToken ??= (async () => {
    try {
      const response = await request(
        CSRF_PATH,
        { headers: { Accept: 'application/json' }, credentials: 'same-origin' },
        locale,
      );
      if (!response.ok) throw await toApiError(response, locale);
      const { token } = (await response.json()) as { token: string };
      storeToken(token);
      return token;
    } finally {
      pendingToken = null;
    }
  })();
  return pendingToken;
}

/** Drops the stored token, so the next state-changing request fetches a new one. */
export function forgetCsrfToken(): void {
  memoryToken = null;
  try {
    sessionStorage.removeItem(CSRF_STORAGE_KEY);
  } catch {
    // Storage blocked (some privacy modes): the token was only in memory.
  }
}

// Only where session storage is blocked: then the token lives as long as the page.
let memoryToken: string | null = null;

function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(CSRF_STORAGE_KEY);
  } catch {
    return memoryToken;
  }
}

function storeToken(token: string): void {
  try {
    sessionStorage.setItem(CSRF_STORAGE_KEY, token);
  } catch {
    memoryToken = token;
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

async function toApiError(response: Response, locale: Locale): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const error = isApiErrorBody(parsed)
    ? new ApiError(response.status, parsed.error.code, parsed.error.message, parsed.error.fields)
    : // Not our error shape (a proxy's error page, a crash before the error handler): fall back on the status.
      new ApiError(
        response.status,
        codeForStatus(response.status),
        translateMessage(locale, messageKeyFor(codeForStatus(response.status))),
      );
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  return error;
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/** `RATE_LIMITED` → `errors.rateLimited`: the shared catalog names each code's message this way. */
function messageKeyFor(code: ErrorCode): string {
  const camel = code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `errors.${camel}`;
}

/** A shared message key (`errors.notFound`) in the given language, from the bundled namespaces. */
function translateMessage(locale: Locale, key: string): string {
  const [ns = '', name = ''] = key.split('.');
  return (i18n.t as (key: string, options: { ns: string; lng: string }) => string)(name, { ns, lng: locale });
}
