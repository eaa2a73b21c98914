import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type FuzzWorld, type Role } from './fuzz-world';
import { schemaArbitrary, type JsonSchema } from './json-schema-arbitrary';
import { NASTY_CORE } from './nasty-values';
import { BODY_METHODS, type Operation } from './operations';
import {
  buildBody,
  buildUrl,
  FIXED_JUNK_BODIES,
  realisticUpload,
  requestArbitrary,
  spellPath,
  type RequestSpec,
} from './request-arbitrary';

/**
 * Operations that end the caller's session when they succeed. Their runs come last, and a role
 * whose session they ended is signed in again (a new account after a deletion) before its next run.
 * An operation that ends a session without being listed here fails the suite.
 */
export const SESSION_ENDING = new Set(['POST /api/auth/sign-out', 'DELETE /api/privacy/account']);

/**
 * An admin's actions on an account (suspend, role, delete, ...): they end the target's sessions by
 * design, so they never target the world's own signed-in accounts (the admin's own stays a target:
 * the app refuses it with 409). A session lost after one of them is then a finding again.
 */
const ACCOUNT_ACTION = /^\/api\/admin\/users\/\{id\}/;

/** Realistic requests tried per role for a base the app accepts, before the sweep. */
const SWEEP_BASE_ATTEMPTS = 4;
/** How long one request may take before the run counts it as hung. */
const REQUEST_TIMEOUT_MS = 30_000;

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';
export type Finding = {
  kind: '5xx' | 'csrf' | 'timeout' | 'session';
  operation: string;
  status: number;
  roles: Set<Role>;
  count: number;
  request: string;
  error: string;
  stack: string;
};

export class FuzzStats {
  readonly operations = new Map<
    string,
    { runs: number; classes: Record<StatusClass, number>; statuses: Map<number, number>; ms: number }
  >();
  readonly findings = new Map<string, Finding>();
  readonly unhandled: string[] = [];

  count(operation: string, status: number): void {
    const entry = this.operations.get(operation) ?? {
      runs: 0,
      classes: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      statuses: new Map<number, number>(),
      ms: 0,
    };
    entry.runs++;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.classes[`${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as StatusClass]++;
    this.operations.set(operation, entry);
  }

  find(key: string, finding: Omit<Finding, 'roles' | 'count'> & { role: Role }): void {
    const known = this.findings.get(key);
    if (known) {
      known.count++;
      known.roles.add(finding.role);
      return;
    }
    const { role, ...rest } = finding;
    this.findings.set(key, { ...rest, roles: new Set([role]), count: 1 });
  }

  findingsOf(operation: string): Finding[] {
    return [...this.findings.values()].filter((finding) => finding.operation === operation);
  }

  totals() {
    const classes: Record<StatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let runs = 0;
    for (const entry of this.operations.values()) {
      runs += entry.runs;
      for (const key of Object.keys(classes) as StatusClass[]) classes[key] += entry.classes[key];
    }
    return { operations: this.operations.size, runs, classes };
  }
}

export type FuzzOptions = {
  /** Generated requests per operation, spread evenly over the roles. */
  runsPerOperation: number;
  seed: number;
  /** Also send every nasty core string in every text field of the operation, as every role. */
  sweep: boolean;
  /** How many of FIXED_JUNK_BODIES each operation with a body gets in the sweep (all of them, or a share that turns by operation). */
  junkBodies: number;
  /** How many of the nasty core strings each text field gets in the sweep (all, or a share that turns by field). */
  nastyPerField: number;
};

const shorten = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

/** The error lines the app logged for the last request (level 50 and up). */
function loggedErrors(logs: string[]): { message: string; stack: string } {
  for (const line of logs) {
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      if ((entry.level ?? 0) >= 50) {
        return {
          message: `${entry.err?.type ?? ''}: ${entry.err?.message ?? entry.msg ?? ''}`,
          stack: entry.err?.stack ?? '',
        };
      }
    } catch {
      // not JSON: ignore
    }
  }
  return { message: '(nothing logged)', stack: '' };
}

/** Removes what differs between two occurrences of the same fault (ids, numbers, quoted values). */
const normalise = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\$\d+/g, '$n')
    .replace(/"[^"]*"|'[^']*'/g, '<value>')
    .replace(/\d+/g, 'n')
    .slice(0, 200);
const topFrame = (stack: string) =>
  stack
    .split('\n')
    .find((line) => line.includes('/apps/') || line.includes('/packages/'))
    ?.trim() ??
  stack.split('\n')[1]?.trim() ??
  '';

/** Invisible and unpaired characters as \uXXXX, so that a report shows what was sent. */
const visible = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it makes visible
    /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const describeRequest = (options: InjectOptions) => {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : ` body=${shorten(visible(Buffer.isBuffer(payload) ? payload.toString('latin1') : String(payload)), 600)}`;
  const type = (options.headers as Record<string, string> | undefined)?.['content-type'];
  return `${options.method} ${shorten(visible(String(options.url)), 300)}${type ? ` content-type=${type}` : ''}${body}`;
};

async function inject(world: FuzzWorld, options: InjectOptions): Promise<LightMyRequestResponse | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([world.t.app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one request as a role and records its answer; never throws for what the app answers. */
async function send(
  world: FuzzWorld,
  stats: FuzzStats,
  operation: Operation,
  role: Role,
  build: (session: ReturnType<FuzzWorld['session']>) => InjectOptions,
): Promise<number> {
  await world.resetRateLimits();
  const options = build(world.session(role));
  world.t.logs.length = 0;
  const response = await inject(world, options);
  if (response === 'timeout') {
    stats.count(operation.id, 500);
    stats.find(`timeout ${operation.id}`, {
      kind: 'timeout',
      operation: operation.id,
      status: 0,
      role,
      request: describeRequest(options),
      error: `no answer within ${REQUEST_TIMEOUT_MS} ms`,
      stack: '',
    });
    return 0;
  }
  const status = response.statusCode;
  stats.count(operation.id, status);
  if (status >= 500) {
    const logged = loggedErrors(world.t.logs);
    stats.find(`5xx ${operation.id} ${status} ${normalise(logged.message)} ${topFrame(logged.stack)}`, {
      kind: '5xx',
      operation: operation.id,
      status,
      role,
      request: describeRequest(options),
      error: logged.message,
      stack: logged.stack.split('\n').slice(0, 12).join('\n'),
    });
  } else if (
    status < 300 &&
    String(response.headers['content-type'] ?? '').includes('json') &&
    response.body.length < 1_000_000
  ) {
    try {
      world.pool.harvest(response.json());
    } catch {
      // an answer that says JSON but is not: the 5xx check is not about that
    }
  }
  if (SESSION_ENDING.has(operation.id) && status < 300 && role !== 'anonymous') await world.renew(role);
  return status;
}

/** The request options for a spec, sent with the role's session and (unless told otherwise) its CSRF token. */
function requestOptions(
  world: FuzzWorld,
  operation: Operation,
  spec: RequestSpec,
  session: ReturnType<FuzzWorld['session']>,
): InjectOptions {
  const pick =
    operation.method !== 'GET' && ACCOUNT_ACTION.test(operation.path)
      ? world.pool.pickAvoiding(world.ownAccounts())
      : world.pool.pick;
  const { payload, contentType } = buildBody(spec.body, pick);
  const headers: Record<string, string> = { ...spec.headers };
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (BODY_METHODS.includes(operation.method)) {
    if (spec.csrf === 'valid') headers['x-csrf-token'] = session.csrf;
    if (spec.csrf === 'garbage') headers['x-csrf-token'] = 'garbage-token';
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: buildUrl(operation, spec, pick),
    headers,
    cookies: session.cookies,
    remoteAddress: spec.ip,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** A complete example of a schema: every optional field present, one item per list (for the sweep). */
function fullExample(schema: JsonSchema, seed: number): unknown {
  const full: JsonSchema = JSON.parse(JSON.stringify(schema), (key, value) =>
    key === 'nullable' ? false : value,
  ) as JsonSchema;
  const requireAll = (s: JsonSchema): JsonSchema => ({
    ...s,
    ...(s.properties
      ? {
          required: Object.keys(s.properties),
          properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, requireAll(v)])),
        }
      : {}),
    ...(s.items ? { items: requireAll(s.items), minItems: Math.max(1, s.minItems ?? 0) } : {}),
  });
  return fc.sample(schemaArbitrary(requireAll(full), 'realistic'), { numRuns: 1, seed })[0];
}

/** Every path to a text field in a value made from `schema`: ['links', 'github'], ['education', 0, 'institution']. */
function textPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const type = [schema.type].flat()[0];
  if (type === 'string' && !schema.enum) return [prefix];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => textPaths(child, [...prefix, key]));
  }
  if (schema.items) return textPaths(schema.items, [...prefix, 0]);
  return [];
}

function setAt(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, text);
    return list;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (record as Record<string, unknown>)[head!] = setAt((record as Record<string, unknown>)[head!], rest, text);
  return record;
}

/** A realistic request with every optional field present: the base the sweep puts nasty strings into. */
function baseSpec(operation: Operation, seed: number): RequestSpec {
  const example = operation.body ? fullExample(operation.body.schema, seed) : undefined;
  return {
    params: Object.fromEntries(
      operation.pathParams.map((p) => [
        p.name,
        {
          kind: 'value' as const,
          value: fc.sample(schemaArbitrary(p.schema, 'realistic', p.name), { numRuns: 1, seed })[0],
        },
      ]),
    ),
    spelling: null,
    query: {
      pairs: operation.queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, fc.sample(schemaArbitrary(p.schema, 'realistic', p.name), { numRuns: 1, seed })[0]]),
      raw: [],
    },
    headers: {},
    body: operation.body
      ? { kind: 'json', value: example, contentType: 'application/json' }
      : BODY_METHODS.includes(operation.method)
        ? realisticUpload(seed)
        : { kind: 'none' },
    csrf: 'valid',
    ip: '192.0.2.1',
  };
}

/** The sweep's requests: each nasty core string in each text field (body, query, path, file name) of the base. */
function sweepSpecs(operation: Operation, base: RequestSpec, nastyPerField: number): RequestSpec[] {
  // Each field gets `nastyPerField` of the nasty strings, turning from field to field.
  let field = 0;
  const texts = () => {
    const start = field++;
    return Array.from(
      { length: Math.min(nastyPerField, NASTY_CORE.length) },
      (_, i) => NASTY_CORE[(start + i) % NASTY_CORE.length]!,
    );
  };
  const specs: RequestSpec[] = [];
  if (operation.body && base.body.kind === 'json') {
    const body = base.body;
    for (const path of textPaths(operation.body.schema)) {
      for (const text of texts()) specs.push({ ...base, body: { ...body, value: setAt(body.value, path, text) } });
    }
  }
  for (const param of operation.queryParams) {
    const pairs = base.query.pairs.filter(([name]) => name !== param.name);
    for (const text of texts()) specs.push({ ...base, query: { pairs: [...pairs, [param.name, text]], raw: [] } });
  }
  if (base.body.kind === 'multipart') {
    const body = base.body;
    const [part, ...rest] = body.parts;
    for (const text of texts())
      specs.push({ ...base, body: { ...body, parts: [{ ...part!, filename: text }, ...rest] } });
  }
  for (const param of operation.pathParams) {
    for (const text of texts()) {
      specs.push({ ...base, params: { ...base.params, [param.name]: { kind: 'value', value: text } } });
    }
  }
  return specs;
}

/**
 * Fuzzes one operation: `runsPerOperation` generated requests spread over the roles, then (with
 * `sweep`) the nasty strings in each text field as each role, then unsafe methods without a valid
 * CSRF token on a differently spelled path (must be refused with 403).
 */
export async function fuzzOperation(
  world: FuzzWorld,
  stats: FuzzStats,
  operation: Operation,
  options: FuzzOptions,
): Promise<void> {
  const started = performance.now();
  const arbitrary = requestArbitrary(operation);
  const perRole = Math.ceil(options.runsPerOperation / ROLES.length);
  // Session-ending operations run with the anonymous caller first, the signed-in roles after.
  for (const role of ROLES) {
    const seed = options.seed ^ hash(`${operation.id} ${role}`);
    await fc.assert(
      fc.asyncProperty(arbitrary, async (spec) => {
        await send(world, stats, operation, role, (session) => requestOptions(world, operation, spec, session));
      }),
      { numRuns: perRole, seed, endOnFailure: true },
    );
  }

  if (options.sweep) {
    // For each role a base the app accepts, if one of a few realistic requests is. The sweep then
    // runs as the roles that got through (2xx), else as those not turned away (not 401/403), else all.
    const bases = new Map<Role, { spec: RequestSpec; status: number }>();
    for (const role of ROLES) {
      let spec = baseSpec(operation, options.seed);
      let status = 0;
      for (let attempt = 1; attempt <= SWEEP_BASE_ATTEMPTS; attempt++) {
        const sent = spec;
        status = await send(world, stats, operation, role, (session) =>
          requestOptions(world, operation, sent, session),
        );
        if ((status >= 200 && status < 300) || status === 401 || status === 403) break;
        if (attempt < SWEEP_BASE_ATTEMPTS) spec = baseSpec(operation, options.seed + attempt);
      }
      bases.set(role, { spec, status });
    }
    const through = ROLES.filter((role) => bases.get(role)!.status < 300);
    const notTurnedAway = ROLES.filter((role) => ![401, 403].includes(bases.get(role)!.status));
    const sweepRoles = through.length > 0 ? through : notTurnedAway.length > 0 ? notTurnedAway : ROLES;
    for (const role of sweepRoles) {
      for (const spec of sweepSpecs(operation, bases.get(role)!.spec, options.nastyPerField)) {
        await send(world, stats, operation, role, (session) => requestOptions(world, operation, spec, session));
      }
    }
    if (BODY_METHODS.includes(operation.method)) {
      const role = sweepRoles[0]!;
      const first = Math.abs(hash(operation.id));
      const count = Math.min(options.junkBodies, FIXED_JUNK_BODIES.length);
      for (let i = 0; i < count; i++) {
        const body = FIXED_JUNK_BODIES[(first + i) % FIXED_JUNK_BODIES.length]!;
        const spec = { ...bases.get(role)!.spec, body };
        await send(world, stats, operation, role, (session) => requestOptions(world, operation, spec, session));
      }
    }
  }

  if (BODY_METHODS.includes(operation.method) && !operation.csrfExempt) {
    // Without the token, however the path is spelled, nothing happens: 403 (except on a route that
    // opts out because its caller is no browser: Stripe's webhook, checked by its signature).
    const csrfRuns = Math.max(ROLES.length, Math.ceil(options.runsPerOperation / 20));
    const csrfArbitrary = fc.tuple(
      arbitrary,
      fc.constantFrom(...ROLES),
      fc.nat(),
      fc.constantFrom('none', 'garbage', 'other-session'),
    );
    await fc.assert(
      fc.asyncProperty(csrfArbitrary, async ([spec, role, spelling, token]) => {
        const valid: RequestSpec = {
          ...spec,
          params: Object.fromEntries(
            operation.pathParams.map((p) => [
              p.name,
              {
                kind: 'value',
                value: fc.sample(schemaArbitrary(p.schema, 'realistic', p.name), { numRuns: 1, seed: spelling })[0],
              },
            ]),
          ),
          spelling: null,
          csrf: 'none',
        };
        let sent: InjectOptions | undefined;
        const status = await send(world, stats, operation, role, (session) => {
          const options = requestOptions(world, operation, valid, session);
          const [path, query] = String(options.url).split('?');
          options.url = spellPath(path!, spelling) + (query === undefined ? '' : `?${query}`);
          if (token === 'garbage') (options.headers as Record<string, string>)['x-csrf-token'] = 'garbage-token';
          if (token === 'other-session') {
            const other = ROLES.find((r) => r !== role)!;
            (options.headers as Record<string, string>)['x-csrf-token'] = world.session(other).csrf;
          }
          sent = options;
          return options;
        });
        if (status !== 403 && status !== 0) {
          stats.find(`csrf ${operation.id} ${status}`, {
            kind: 'csrf',
            operation: operation.id,
            status,
            role,
            request: describeRequest(sent!),
            error: `answered ${status} without a valid CSRF token (expected 403)`,
            stack: '',
          });
        }
      }),
      { numRuns: csrfRuns, seed: options.seed ^ hash(`csrf ${operation.id}`), endOnFailure: true },
    );
  }

  const lost = await world.sessionsIntact();
  for (const role of lost) {
    if (!SESSION_ENDING.has(operation.id)) {
      stats.find(`session ${operation.id} ${role}`, {
        kind: 'session',
        operation: operation.id,
        status: 0,
        role,
        request: operation.id,
        error: `the ${role}'s session ended or changed role: list the operation in SESSION_ENDING`,
        stack: '',
      });
    }
    await world.renew(role);
  }
  const entry = stats.operations.get(operation.id);
  if (entry) entry.ms += performance.now() - started;
}

/** A readable list of findings for a failure message or the report. */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map(
      (f, i) =>
        `${i + 1}. [${f.kind}] ${f.operation} → ${f.status || '-'} (${f.count}×, roles: ${[...f.roles].join(', ')})\n` +
        `   request: ${f.request}\n   error: ${f.error}` +
        (f.stack ? `\n   ${f.stack.split('\n').join('\n   ')}` : ''),
    )
    .join('\n');
}

/** Findings grouped by their cause (kind, error and the first frame in our code), with the operations each hit. */
export function formatCauses(findings: Finding[]): string {
  const causes = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `[${finding.kind}] ${finding.error.split('\n')[0]} ${topFrame(finding.stack)}`.trim();
    causes.set(key, [...(causes.get(key) ?? []), finding]);
  }
  return [...causes]
    .map(([cause, list]) => {
      const operations = [...new Set(list.map((f) => f.operation))];
      const count = list.reduce((sum, f) => sum + f.count, 0);
      return `${cause}\n   ${count}× in ${operations.length} operation(s): ${operations.join(', ')}`;
    })
    .join('\n');
}

/** The figures of a run: operations, runs, answers by status class, per operation when asked. */
export function formatSummary(stats: FuzzStats, elapsedMs: number, perOperation: boolean): string {
  const { operations, runs, classes } = stats.totals();
  const lines = [
    `API fuzz: ${operations} operations, ${runs} runs in ${(elapsedMs / 1000).toFixed(1)} s; ` +
      `2xx ${classes['2xx']}, 3xx ${classes['3xx']}, 4xx ${classes['4xx']}, 5xx ${classes['5xx']}; ` +
      `${stats.findings.size} distinct findings`,
  ];
  if (perOperation) {
    for (const [id, entry] of stats.operations) {
      const c = entry.classes;
      const statuses = [...entry.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}:${n}`)
        .join(' ');
      lines.push(
        `  ${id.padEnd(50)} ${String(entry.runs).padStart(6)} runs ${(entry.ms / 1000).toFixed(1).padStart(6)} s  2xx ${c['2xx']}  3xx ${c['3xx']}  4xx ${c['4xx']}  5xx ${c['5xx']}  (${statuses})`,
      );
    }
  }
  return lines.join('\n');
}
