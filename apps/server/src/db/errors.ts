/**
 * What a database failure means to the rest of the server, and what of it may be logged.
 *
 * Drizzle wraps every failed statement in an error whose message and `params` hold the statement's
 * values (birth dates, bios, session tokens), and libraries wrap that again (better-auth's "Failed
 * to get session: Failed query: … params: …"). None of that may reach the logs: a database error
 * is logged by its SQL state, the driver's message and the statement without its values.
 */

/** Error codes of the socket and SQL states that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now (starting up)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections
  '53300',
]);

/** node-postgres reports a lost or unusable connection by message only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool)$/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  // A cycle or a very long chain ends the walk.
  while (current && typeof current === 'object' && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    const inner = current as { cause?: unknown; errors?: unknown[] };
    // net.connect to a name with several addresses fails with an AggregateError of each attempt.
    current = inner.cause ?? (Array.isArray(inner.errors) ? inner.errors[0] : undefined);
  }
  return chain;
}

/**
 * Whether an error (or what it wraps) is the database being away: refused or reset connections,
 * a backend terminated by the administrator, a connection exception (SQL state class 08), a pool
 * that found no connection in time. Such a request is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((entry) => {
    const { code, message } = entry as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
  });
}

/**
 * Whether an error (or what it wraps) is PostgreSQL cancelling a statement (SQL state 57014,
 * query_canceled): a `statement_timeout` that ran out (db/statement-timeout.ts), or a
 * `pg_cancel_backend`. The database is there; this one statement was stopped.
 */
export function isStatementCanceled(error: unknown): boolean {
  return causes(error).some((entry) => (entry as { code?: unknown }).code === '57014');
}

type QueryError = Error & { query: string; params: unknown };
const isQueryError = (entry: unknown): entry is QueryError =>
  entry instanceof Error && typeof (entry as { query?: unknown }).query === 'string' && 'params' in entry;

/** A PostgreSQL error as node-postgres and PGlite report it: a five-character SQL state and a severity. */
const isServerError = (entry: unknown): entry is Error & { code: string; severity?: string } => {
  const { code, severity } = entry as { code?: unknown; severity?: unknown };
  return (
    entry instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
  );
};

/** Whether the error is, or wraps, a failed statement or a PostgreSQL error. */
export function isDatabaseError(error: unknown): boolean {
  return causes(error).some((entry) => isQueryError(entry) || isServerError(entry));
}

export type LoggedDatabaseError = {
  type: string;
  message: string;
  /** SQL state (e.g. 23505) or the socket's error code (e.g. ECONNREFUSED). */
  code?: string;
  /** The failed statement as written, with $1, $2 … and never their values. */
  query?: string;
  /** Names from the schema that say where it failed (no values). */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
};

/**
 * The log form of a database error: type, SQL state, the driver's message and the statement
 * without values. Left out: `params`, PostgreSQL's `detail` and `where` ("Key (email)=(…)"), and
 * every message text that quoted them. A data exception (SQL state class 22) quotes the rejected
 * value in its message ("invalid input syntax for type date: \"…\""): that value is replaced.
 */
export function loggedDatabaseError(error: Error): LoggedDatabaseError {
  const chain = causes(error);
  const statement = chain.find(isQueryError);
  const server = chain.find(isServerError);
  const lowest = chain.at(-1) as { code?: unknown; message?: unknown } | undefined;
  const code = server?.code ?? (typeof lowest?.code === 'string' ? lowest.code : undefined);
  const rawDriver = lowest !== statement && typeof lowest?.message === 'string' ? lowest.message : '';
  const driver = code?.startsWith('22') ? rawDriver.replace(/"[^"]*"/g, '"[redacted]"') : rawDriver;
  // Each wrapper's own words ("Failed to get session") stay; what it repeated of the statement goes.
  let message = error.message;
  if (statement) message = message.split(statement.message).join('Failed query');
  // Should a wrapper have shortened the statement's text, nothing after "params:" is kept either.
  message = message.replace(/\nparams: [\s\S]*/, '');
  if (rawDriver) message = message.split(rawDriver).join(driver);
  if (driver && !message.includes(driver)) message = `${message}: ${driver}`;
  const details = server as { constraint?: unknown; table?: unknown; column?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    type: error.constructor?.name ?? error.name,
    message,
    code,
    query: statement?.query.slice(0, 2000),
    constraint: text(details?.constraint),
    table: text(details?.table),
    column: text(details?.column),
    // The frames only: the first line repeats the message with the values.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** Whether an error (or what it wraps) is a unique constraint refusing a row (SQL state 23505). */
export function isUniqueViolationError(error: unknown): boolean {
  return causes(error).some((entry) => (entry as { code?: unknown }).code === '23505');
}
