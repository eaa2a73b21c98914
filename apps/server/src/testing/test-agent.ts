import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client for app.inject: keeps cookies between requests (session, CSRF secret)
 * and sends the CSRF token with every state-changing request, as the web app does.
 */
let agentCount = 0;

export class TestAgent {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { headers?: Record<string, string>; ip?: string } = {},
  ) {
    // Each agent is its own client address, so per-address rate limits do not leak between tests.
    this.ip = defaults.ip ?? `198.51.100.${(agentCount = (agentCount % 250) + 1)}`;
  }

  readonly ip: string;

  get cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Forget cookies (like closing a private window); the CSRF token goes with them. */
  clear(): void {
    this.cookies.clear();
    this.csrfToken = undefined;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      ...this.defaults.headers,
      ...(options.headers as Record<string, string> | undefined),
    };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && options.csrf !== false) {
      headers['x-csrf-token'] ??= await this.token();
    }
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers,
      cookies: { ...Object.fromEntries(this.cookies), ...(options.cookies ?? {}) },
    });
    this.store(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }

  private async token(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.app.inject({
        method: 'GET',
        url: '/api/auth/csrf',
        remoteAddress: this.ip,
        cookies: Object.fromEntries(this.cookies),
      });
      this.store(response);
      this.csrfToken = response.json<{ token: string }>().token;
    }
    return this.csrfToken;
  }

  private store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
