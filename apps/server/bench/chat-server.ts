/**
 * One server instance for `npm run bench:chat` (chat.bench.ts starts two of these as child
 * processes): the real app (buildApp: HTTP API and socket.io with the Redis adapter) on a free port,
 * configured from the environment the benchmark passes. Tells the parent its port over IPC.
 *
 * The benchmark's users each send one message a second, twice the spec's 30 a minute (spec §9,
 * RATE_LIMITS.messageCreate): like createTestApp raises API_RATE_LIMIT, the message limit is raised
 * here so that it does not refuse half of the load being measured.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { RATE_LIMITS } from '../src/http/rate-limiter';

RATE_LIMITS.messageCreate.limit = 1_000_000;

const config = loadConfig();
if (config.database.kind !== 'postgres') throw new Error('bench chat-server: DATABASE_URL must name PostgreSQL');
const database = await connectDatabase(config.database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'listening', port });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
