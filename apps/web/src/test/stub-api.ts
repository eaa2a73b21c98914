import type { Me } from '@azubi/shared/auth/schemas';
import { vi } from 'vitest';
import { dismissToast, toast } from '../components/ui/use-toast';

/** What a stubbed endpoint answers: a status and a JSON body, or a network failure. */
export type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
export type StubHandler = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

function isStubFunction(handler: StubHandler): handler is (request: StubRequest) => StubAnswer | Promise<StubAnswer> {
  return typeof handler === 'function';
}

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * Stubs the browser's `fetch` (a global, not our code) with answers per `METHOD /path`; a path
 * segment written `:name` matches anything. `GET /api/auth/csrf` answers a token unless given.
 * Unknown requests answer 404 in the API's error shape. Returns every request made.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const routes = Object.entries({ 'GET /api/auth/csrf': { body: { token: 'csrf-test-token' } }, ...handlers }).map(
    ([key, handler]) => {
      const [method = 'GET', pattern = '/'] = key.split(' ');
      const source = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { method, matcher: new RegExp(`^${source}$`), handler };
    },
  );

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const route = routes.find((candidate) => candidate.method === method && candidate.matcher.test(url.pathname));
    const handler: StubHandler | undefined = route?.handler;
    const answer: StubAnswer = handler
      ? isStubFunction(handler)
        ? await handler(request)
        : handler
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname}` } } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    requests,
    /** The requests to `METHOD /path` (exact path). */
    to: (key: string) => {
      const [method, path] = key.split(' ');
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

/** An API error answer: `{ error: { code, message, fields? } }`. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): StubAnswer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

/** A signed-in account as `GET /api/me` gives it. */
export function meFor(overrides: { user?: Partial<Me['user']>; company?: Me['company'] } = {}): Me {
  return {
    user: {
      id: 'user-1',
      email: 'amina@example.org',
      fullName: 'Amina El Idrissi',
      calledName: 'Amina',
      avatarUrl: null,
      emailVerified: true,
      role: 'azubi',
      locale: 'en',
      timezone: 'Europe/Berlin',
      ...overrides.user,
    },
    company: overrides.company ?? null,
  };
}

/**
 * `GET /api/me` for an account whose language is the page's (the request's Accept-Language): the
 * account's language wins after sign-in, so a German page is tested with a German account.
 */
export function meInPageLanguage(overrides: { user?: Partial<Me['user']>; company?: Me['company'] } = {}): StubHandler {
  return (request) => ({
    body: meFor({
      ...overrides,
      user: { locale: request.headers.get('accept-language') === 'de' ? 'de' : 'en', ...overrides.user },
    }),
  });
}

/** Closes every toast left over from an earlier test in the same file (the store is module state). */
export function clearToasts(): void {
  const last = toast({ title: '' });
  for (let id = 1; id <= last; id++) dismissToast(id);
}
