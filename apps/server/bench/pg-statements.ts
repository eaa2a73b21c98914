/**
 * PostgreSQL's own account of a bench run's statements (issue 31): `pg_stat_statements` read
 * before and after a phase, for one database, grouped into statement families. Only where the
 * server loads the module (`shared_preload_libraries = 'pg_stat_statements'`, which needs a
 * restart: the shared development server does not); elsewhere `open` returns null and the bench
 * falls back to the backends' CPU from /proc.
 */
import type pg from 'pg';

type Counters = {
  query: string;
  /** False for statements run inside a function or trigger (their time is also in the caller's). */
  toplevel: boolean;
  calls: number;
  execMs: number;
  planMs: number;
  plans: number;
  rows: number;
  blocksHit: number;
  blocksRead: number;
  blocksDirtied: number;
  blocksWritten: number;
  walBytes: number;
};
export type Snapshot = Map<string, Counters>;
const NUMBERS = [
  'calls',
  'execMs',
  'planMs',
  'plans',
  'rows',
  'blocksHit',
  'blocksRead',
  'blocksDirtied',
  'blocksWritten',
  'walBytes',
] as const;

/**
 * The families a chat run's statements fall into, first match wins (the text as
 * pg_stat_statements normalised it: constants as $n).
 */
const FAMILIES: [string, RegExp][] = [
  ['send (text message)', /^\s*with access as/i],
  ['follow-up batch', /^\s*with batch as|messaging_follow_up\(/i],
  ['recover at start', /last_message_at > \$1/i],
  ['socket join', /from sessions s\s+left join conversations/i],
  ['session read', /from "session"|from "sessions"|"sessions"\."token"|from sessions\b/i],
  ['user read', /from "users?"\s|from users\b/i],
  ['access and conversation', /from "conversations"|from "company_members"/i],
  ['catch-up / messages page', /from "messages"|from messages\b/i],
  ['rate limit', /rate_limit/i],
  ['pg-boss', /pgboss\./i],
  ['transaction control', /^\s*(begin|commit|rollback|savepoint|release)\b/i],
  ['notifications', /notifications/i],
  ['presence / other', /./],
];

function familyOf(query: string): string {
  return FAMILIES.find(([, pattern]) => pattern.test(query))![0];
}

export type StatementStats = {
  snapshot(): Promise<Snapshot>;
  /** Per message stored: the families' calls, execution and planning time, rows and blocks; the top statements. */
  report(before: Snapshot, after: Snapshot, messages: number): string[];
};

/**
 * Reads pg_stat_statements through `pool` (a pool on the run's database, where the extension is
 * created), for the statements of that database; the bench's own reads of the view are left out.
 * Null when the server does not load the module.
 */
export async function openStatementStats(pool: pg.Pool, database: string): Promise<StatementStats | null> {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query('select 1 from pg_stat_statements limit 1');
  } catch {
    return null;
  }
  const { rows: versionRows } = await pool.query<{ version: number }>(
    "select current_setting('server_version_num')::int as version",
  );
  // PostgreSQL 13 split total_time into plan and exec time; 14 tells nested statements apart.
  const modern = versionRows[0]!.version >= 130000;
  const toplevel = versionRows[0]!.version >= 140000;
  const sql = `select queryid::text || ':' || ${toplevel ? 'toplevel' : 'true'}::text as id, query,
      ${toplevel ? 'toplevel' : 'true'} as toplevel, calls::float8 as calls,
      ${modern ? 'total_exec_time' : 'total_time'}::float8 as exec_ms,
      ${modern ? 'total_plan_time' : '0'}::float8 as plan_ms,
      ${modern ? 'plans' : '0'}::float8 as plans,
      rows::float8 as rows, shared_blks_hit::float8 as hit, shared_blks_read::float8 as read,
      shared_blks_dirtied::float8 as dirtied, shared_blks_written::float8 as written,
      ${modern ? 'wal_bytes' : '0'}::float8 as wal
    from pg_stat_statements
    where dbid = (select oid from pg_database where datname = $1) and query not like '%pg_stat_statements%' and query not like '%/* chat bench */%'`;
  return {
    async snapshot() {
      const { rows } = await pool.query<{
        id: string;
        query: string;
        toplevel: boolean;
        calls: number;
        exec_ms: number;
        plan_ms: number;
        plans: number;
        rows: number;
        hit: number;
        read: number;
        dirtied: number;
        written: number;
        wal: number;
      }>(sql, [database]);
      const snapshot: Snapshot = new Map();
      for (const row of rows) {
        // One statement text may appear under several users or top-level flags: summed.
        const known = snapshot.get(row.id);
        const add = (a: number | undefined, b: number) => (a ?? 0) + b;
        snapshot.set(row.id, {
          query: row.query,
          toplevel: row.toplevel,
          calls: add(known?.calls, row.calls),
          execMs: add(known?.execMs, row.exec_ms),
          planMs: add(known?.planMs, row.plan_ms),
          plans: add(known?.plans, row.plans),
          rows: add(known?.rows, row.rows),
          blocksHit: add(known?.blocksHit, row.hit),
          blocksRead: add(known?.blocksRead, row.read),
          blocksDirtied: add(known?.blocksDirtied, row.dirtied),
          blocksWritten: add(known?.blocksWritten, row.written),
          walBytes: add(known?.walBytes, row.wal),
        });
      }
      return snapshot;
    },
    report(before, after, messages) {
      const per = Math.max(messages, 1);
      const deltas: Counters[] = [];
      for (const [id, end] of after) {
        const start = before.get(id);
        const delta: Counters = {
          query: end.query,
          toplevel: end.toplevel,
          calls: end.calls - (start?.calls ?? 0),
          execMs: end.execMs - (start?.execMs ?? 0),
          planMs: end.planMs - (start?.planMs ?? 0),
          plans: end.plans - (start?.plans ?? 0),
          rows: end.rows - (start?.rows ?? 0),
          blocksHit: end.blocksHit - (start?.blocksHit ?? 0),
          blocksRead: end.blocksRead - (start?.blocksRead ?? 0),
          blocksDirtied: end.blocksDirtied - (start?.blocksDirtied ?? 0),
          blocksWritten: end.blocksWritten - (start?.blocksWritten ?? 0),
          walBytes: end.walBytes - (start?.walBytes ?? 0),
        };
        if (delta.calls > 0 || delta.planMs > 0) deltas.push(delta);
      }
      const families = new Map<string, Counters>();
      for (const delta of deltas) {
        // Nested statements (inside a function or trigger: foreign-key checks, the follow-up
        // function's query) are in their caller's time already: one family of their own.
        const name = delta.toplevel ? familyOf(delta.query) : '(inside functions, FKs)';
        const sum = families.get(name) ?? {
          query: name,
          toplevel: true,
          calls: 0,
          execMs: 0,
          planMs: 0,
          plans: 0,
          rows: 0,
          blocksHit: 0,
          blocksRead: 0,
          blocksDirtied: 0,
          blocksWritten: 0,
          walBytes: 0,
        };
        for (const key of NUMBERS) sum[key] += delta[key];
        families.set(name, sum);
      }
      const total = [...families]
        .filter(([name]) => !name.startsWith('('))
        .map(([, part]) => part)
        .reduce(
          (sum, part) => ({
            calls: sum.calls + part.calls,
            execMs: sum.execMs + part.execMs,
            planMs: sum.planMs + part.planMs,
            walBytes: sum.walBytes + part.walBytes,
          }),
          { calls: 0, execMs: 0, planMs: 0, walBytes: 0 },
        );
      const f = (value: number, digits = 3) => (value / per).toFixed(digits).padStart(8);
      const line = (name: string, part: Omit<Counters, 'query' | 'toplevel'>) =>
        `    ${name.padEnd(26)} ${f(part.calls, 2)} ${f(part.execMs)} ${f(part.planMs)} ${f(part.rows, 2)} ${f(
          part.blocksHit + part.blocksRead,
          1,
        )} ${f(part.blocksDirtied, 2)} ${f(part.walBytes, 0)}`;
      const lines = [
        `  PostgreSQL per message stored in this run, from pg_stat_statements (${messages} messages; times are wall-clock inside the server, so a loaded machine inflates them):`,
        `    ${'family'.padEnd(26)} ${'calls'.padStart(8)} ${'exec ms'.padStart(8)} ${'plan ms'.padStart(8)} ${'rows'.padStart(8)} ${'blocks'.padStart(8)} ${'dirtied'.padStart(8)} ${'WAL B'.padStart(8)}`,
      ];
      for (const [name, part] of [...families].sort((a, b) => b[1].execMs + b[1].planMs - a[1].execMs - a[1].planMs))
        lines.push(line(name, part));
      lines.push(
        `    ${'all (top level)'.padEnd(26)} ${f(total.calls, 2)} ${f(total.execMs)} ${f(total.planMs)}${''.padStart(27)} ${f(total.walBytes, 0)}`,
      );
      lines.push('  the statements that took most (exec + plan ms per message, calls per message, text):');
      for (const delta of deltas.sort((a, b) => b.execMs + b.planMs - a.execMs - a.planMs).slice(0, 8))
        lines.push(
          `    ${f(delta.execMs + delta.planMs)} ${f(delta.calls, 2)}  ${delta.toplevel ? '' : '(inside) '}${delta.query.replace(/\s+/g, ' ').slice(0, 100)}`,
        );
      return lines;
    },
  };
}
