/**
 * The pieces of `npm run test:topology` (topology.test.ts): app instances started from the
 * production build as child processes, HAProxy from the machine's packages with the repository's
 * configuration, and an HTTP client that talks to the proxy only, from an address of its own
 * (127.0.0.x: every simulated person is another client address to the rate limits).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const MAIN_JS = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const INSTRUMENT_JS = fileURLToPath(new URL('../dist/instrument.js', import.meta.url));
export const HAPROXY_CFG = fileURLToPath(new URL('../../../deploy/haproxy/haproxy.cfg', import.meta.url));

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` returns a value other than undefined/false, or throws after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await pause(100);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

/** One app instance: `node apps/server/dist/main.js` with NODE_ENV=production. */
export class Instance {
  child: ChildProcess | null = null;
  output: string[] = [];
  exits: (number | string | null)[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    readonly metricsPort: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    // As `npm run serve` starts it: the tracing preload first (tracing stays off: no OTLP endpoint).
    const child = spawn(process.execPath, ['--import', INSTRUMENT_JS, MAIN_JS], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH ?? '',
        ...this.env,
        PORT: String(this.port),
        METRICS_PORT: String(this.metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.output.push(line);
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => {
      this.exits.push(code ?? signal);
      if (this.child === child) this.child = null;
    });
    this.child = child;
  }

  /** Until /api/ready answers 200 (a first start migrates a fresh database; the machine may be busy). */
  async ready(ms = 150_000): Promise<void> {
    await until(
      `${this.name} /api/ready`,
      async () => {
        if (!this.child) throw new Error(`${this.name} exited: ${this.output.slice(-15).join('\n')}`);
        return (await plainGet(`${this.url}/api/ready`)).status === 200;
      },
      ms,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.name}'s last output:\n${this.output.slice(-15).join('\n')}`);
    });
  }

  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM and wait for the exit; returns the exit code. */
  async stop(): Promise<number | string | null> {
    const child = this.child;
    if (!child) return null;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code, signal] = (await exited) as [number | null, string | null];
    return code ?? signal;
  }

  async metrics(): Promise<string> {
    return (await plainGet(`http://127.0.0.1:${this.metricsPort}/metrics`)).text;
  }

  /** The value of an unlabelled metric (or the sum of a family's series). */
  async metric(name: string): Promise<number> {
    const text = await this.metrics();
    return text
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  }
}

/** HAProxy in the foreground with the repository's configuration. */
export async function startHaproxy(env: Record<string, string>): Promise<{ stop(): Promise<void>; output: string[] }> {
  const binary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
  if (!binary) throw new Error('HAProxy is not installed: apt-get install -y haproxy (.ci/run does it)');
  const output: string[] = [];
  const child = spawn(binary, ['-db', '-f', HAPROXY_CFG], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit');
  await until('HAProxy to listen', async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${output.join('')}`);
    return (await plainGet(`http://${env.PROXY_BIND}/api/health`)).status > 0;
  });
  return {
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export type Answer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  body: any;
  text: string;
  headers: Record<string, string | string[] | undefined>;
};

function plainGet(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { timeout: 3000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: null, text, headers: res.headers });
      });
      res.on('error', () => resolve({ status: 0, body: null, text: '', headers: {} }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: null, text: '', headers: {} }));
    req.end();
  });
}

/**
 * A person's browser: its own client address (127.0.0.x), cookies kept between requests, the CSRF
 * token sent with every write, as the web app does. Talks to the proxy only.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  private csrf: string | undefined;
  private readonly agent: Agent;
  /** Which instance answered each request (the proxy's X-Served-By). */
  readonly servedBy: string[] = [];

  constructor(
    readonly base: string,
    readonly address: string,
    private readonly language: 'en' | 'de' = 'en',
  ) {
    this.agent = new Agent({ keepAlive: true, localAddress: address });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; raw?: Buffer; csrf?: boolean; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'accept-language': this.language, ...options.headers };
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = await this.token();
    let payload: Buffer | undefined = options.raw;
    if (body !== undefined && !payload) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        `${this.base}${path}`,
        { method, agent: this.agent, headers, timeout: options.timeoutMs ?? 15_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, text, headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
    const served = answer.headers['x-served-by'];
    if (typeof served === 'string') this.servedBy.push(served);
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  get(path: string) {
    return this.call('GET', path);
  }

  post(path: string, body?: unknown) {
    return this.call('POST', path, body ?? {});
  }

  private async token(): Promise<string> {
    if (!this.csrf) {
      const res = await this.call('GET', '/api/auth/csrf');
      if (res.status !== 200) throw new Error(`csrf: ${res.status} ${res.text}`);
      this.csrf = res.body.token as string;
    }
    return this.csrf;
  }

  close(): void {
    this.agent.destroy();
  }
}
