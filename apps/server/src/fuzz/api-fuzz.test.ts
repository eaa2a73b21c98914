import { afterAll, describe, expect, it } from 'vitest';
import { createFuzzWorld } from './fuzz-world';
import { operationsOf, type OpenApiDocument, type Operation } from './operations';
import { formatCauses, formatFindings, formatSummary, FuzzStats, fuzzOperation, SESSION_ENDING } from './run-fuzz';

/**
 * Property-based fuzzing of every API operation (docs/ARCHITECTURE.md, Tests). The operations
 * come from the OpenAPI document the app serves, so a new endpoint is fuzzed without being added
 * here. Each one gets generated requests (valid and invalid parameters,
 * queries and bodies from its schemas, nasty strings, junk and truncated multipart bodies) as every
 * role with a valid session and CSRF token, and fails on any 5xx, a hung request, an unhandled
 * rejection, a state-changing request that got through without its CSRF token, or a session that
 * an operation not listed in SESSION_ENDING ended.
 *
 * `npm test` runs 12 requests per operation with a fixed seed, one nasty string per text field and
 * a share of the fixed junk bodies; `npm run test:fuzz` runs FUZZ_RUNS (default 1,000) per
 * operation with all of them and prints the figures per operation. FUZZ_SEED repeats a run.
 */
const FULL = process.env.FUZZ === 'full';
const RUNS = Number(process.env.FUZZ_RUNS ?? (FULL ? 1000 : 12));
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_612);

/** Registered routes that are not fuzzed: @fastify/swagger-ui's pages and static files (not our code). */
const EXEMPT = [/^\/api\/docs(\/|$)/];
/**
 * Operations that cannot be fuzzed, each with the reason. Keep it empty: an entry here is an
 * endpoint nobody tests with generated input.
 */
const SKIPPED: Record<string, string> = {};

const world = await createFuzzWorld();
const stats = new FuzzStats();
const started = Date.now();

let operations: Operation[] = [];
let derivationError: unknown;
try {
  operations = operationsOf(world.t.app.swagger() as OpenApiDocument, world.t.app.routeTable, EXEMPT);
} catch (error) {
  derivationError = error;
}
// Operations that end the caller's session run last, sign-out before account deletion.
const ordered = [
  ...operations.filter((o) => !SESSION_ENDING.has(o.id)),
  ...[...SESSION_ENDING].map((id) => operations.find((o) => o.id === id)).filter((o): o is Operation => !!o),
].filter((o) => !(o.id in SKIPPED));

const onUnhandled = (reason: unknown) => {
  stats.unhandled.push(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
};
process.on('unhandledRejection', onUnhandled);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  console.log(formatSummary(stats, Date.now() - started, FULL));
  if (stats.findings.size > 0) {
    console.log(`Causes:\n${formatCauses([...stats.findings.values()])}`);
    if (FULL) console.log(formatFindings([...stats.findings.values()]));
  }
  await world.close();
});

describe(`API fuzz (${RUNS} runs per operation, seed ${SEED})`, () => {
  it('derives requests for every operation of the OpenAPI document', () => {
    expect(derivationError).toBeUndefined();
    const documented = Object.entries((world.t.app.swagger() as OpenApiDocument).paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    const fuzzed = new Set(ordered.map((o) => o.id));
    expect(documented.filter((id) => !fuzzed.has(id) && !(id in SKIPPED))).toEqual([]);
    for (const [id, reason] of Object.entries(SKIPPED)) {
      expect(documented, `SKIPPED names ${id}, which is not an operation`).toContain(id);
      expect(reason.trim().length, `SKIPPED ${id} needs a reason`).toBeGreaterThan(20);
    }
  });

  for (const operation of ordered) {
    it(operation.id, { timeout: FULL ? 60 * 60_000 : 120_000 }, async () => {
      await fuzzOperation(world, stats, operation, {
        runsPerOperation: RUNS,
        seed: SEED,
        sweep: true,
        junkBodies: FULL ? Infinity : 4,
        nastyPerField: FULL ? Infinity : 1,
      });
      expect(stats.operations.get(operation.id)?.runs ?? 0).toBeGreaterThanOrEqual(RUNS);
      const findings = stats.findingsOf(operation.id);
      if (findings.length > 0) expect.fail(`${findings.length} finding(s):\n${formatFindings(findings)}`);
    });
  }

  it('saw no unhandled rejection', () => {
    expect(stats.unhandled).toEqual([]);
  });
});
