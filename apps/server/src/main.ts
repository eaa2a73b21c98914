import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, redactUrl } from './config';
import { connectDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { reviewSharedDomainCompanies } from './features/companies/review-shared-domain-companies';
import { DEMO_INVITATION, seedDemoData } from './db/seed';
import { appJobs, jobDepsOf } from './jobs/jobs';
import { createJobQueue } from './jobs/queue';
import { startMetricsServer } from './observability/metrics-routes';
import { stopTracing } from './observability/trace-context';
import { createStorage } from './storage/create-storage';

/** What start-up says about payments in each billing mode (config.ts `payments`, ADR 0026). */
const PAYMENTS_LINE = {
  stripe: 'Payments: Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set).',
  local:
    'Payments: the local provider (development only): a checkout is confirmed on /payments/local/<id> and nothing is charged.',
  off: 'Billing is switched off (BILLING_ENABLED=false): plans are listed, checkout answers 503 "Payments are not set up yet.", nothing renews.',
} as const;

/** Start-up: configuration, database, migrations, demo data, listen; Ctrl-C shuts down cleanly. */
async function main() {
  const startedAt = performance.now();
  let config;
  try {
    // The built web app sits beside the server: apps/web/dist, from src/ and from dist/ alike.
    config = loadConfig({ webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)) });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  console.log(PAYMENTS_LINE[config.payments]);

  const where =
    config.database.kind === 'postgres'
      ? `PostgreSQL at ${redactUrl(config.database.url)}`
      : `embedded PGlite in ${config.database.dataDir}`;
  console.log(`Opening the database: ${where}`);
  const database = await connectDatabase(config.database);
  await runMigrations(database);
  const reviewed = await reviewSharedDomainCompanies(database.db);
  if (reviewed.length > 0)
    console.log(`${reviewed.length} companies verified on a mailbox-provider domain went back to pending.`);

  // The demo certificates' bytes go where uploads go.
  const seed = config.seedDemo ? await seedDemoData(database.db, { storage: createStorage(config) }) : null;
  // Scheduled and queued work on pg-boss, in the same database (jobs/jobs.ts lists the jobs; ADR 0020);
  // started after listen, below.
  const jobQueue = createJobQueue(database);
  const app = await buildApp({ config, database, jobQueue });

  let metrics: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  // Draining (ADR 0026): from the signal on /api/ready answers 503 so the load balancer sends new
  // requests elsewhere; running jobs finish or go back to the queue; then the server stops
  // accepting, tells its sockets to reconnect elsewhere, finishes the requests in flight and exits.
  // All of it within SHUTDOWN_TIMEOUT_SECONDS, after which the process exits anyway (code 1).
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    app.readiness.draining = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else console.log(`\n${signal ?? 'Signal'} received: draining (ready answers 503), finishing open requests…`);
    // The load balancer's health check sees 503 and stops sending new requests here.
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // Running jobs finish first (or are failed after the grace and retried by another instance);
    // they may still need the app's mailer and storage.
    await jobQueue.stop({ graceMs: Math.min(10_000, Math.floor(config.shutdownTimeoutMs / 2)) });
    await app.close();
    await metrics?.close();
    await database.close();
    // The spans not yet exported (tracing on: ADR 0031).
    await stopTracing();
    console.log('Stopped cleanly.');
  });

  await app.listen({ port: config.port, host: config.host });
  // METRICS_PORT: Prometheus metrics on a port of their own (ADR 0026); off unless configured.
  metrics =
    config.metrics?.port !== null && config.metrics?.port !== undefined
      ? await startMetricsServer({ port: config.metrics.port, host: config.metrics.host, token: config.metrics.token })
      : null;
  if (metrics) console.log(`Metrics on http://${config.metrics!.host}:${metrics.port}/metrics`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `\nAzubi Connect is ready in ${seconds}s on http://localhost:${port} (German: http://localhost:${port}/de, API docs: http://localhost:${port}/api/docs)`,
  );
  if (seed) {
    console.log(seed.created ? '\nDemo data loaded. Demo accounts:' : '\nDemo accounts (loaded earlier):');
    for (const account of seed.accounts) console.log(`  ${account.role.padEnd(28)} ${account.email}`);
    console.log(`  Password for every demo account: ${seed.password}`);
    console.log(
      `  Team invitation to try (for ${DEMO_INVITATION.email}): http://localhost:${port}${seed.invitationPath}\n`,
    );
  }

  // The jobs start once the server answers: pg-boss's start (its schema check, maintenance, the
  // first cron pass) takes a second or so on PGlite and nothing it does is needed to serve. Until
  // then a failed e-mail fails as it did without the queue. If it cannot start, start-up fails.
  // Issue 31: message notices are written after the answer in batches; a process that died before
  // its batch left them unwritten. The batch statement recomputes them from the message rows.
  app.messageFollowUps
    .recover()
    .catch((err: unknown) => app.log.error({ err }, 'message notices of the last hour not recovered'));
  const jobsFrom = performance.now();
  await jobQueue.start({ jobs: appJobs(config), deps: jobDepsOf(app), log: app.log });
  app.log.info({ ms: Math.round(performance.now() - jobsFrom) }, 'job queue started');
}

main().catch((error) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
