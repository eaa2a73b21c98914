import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Test-only: a PostgreSQL primary and a streaming replica of it, each on a free port, made from the
 * binaries of the machine's own PostgreSQL (`PG_BIN_DIR`, else the newest /usr/lib/postgresql/N/bin).
 * Both live in a temporary directory and are stopped and removed by `stop()`. Being a cluster of
 * its own, it needs no change to the machine's server (whose pg_hba allows no replication).
 * PostgreSQL refuses to run as root: as root, the commands run as the `postgres` user.
 */
export async function startReplicaPair(): Promise<{ primaryUrl: string; replicaUrl: string; stop(): Promise<void> }> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'azubi-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, await idOf('-u'), await idOf('-g'));
  const pgRun = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { cwd: dir })
      : run(join(bin, command), args, { cwd: dir });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // initdb's own pg_hba with --auth=trust allows replication from 127.0.0.1.
  await pgRun('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  await pgRun('pg_ctl', ['-D', primary, '-o', options(primaryPort), '-l', join(dir, 'primary.log'), '-w', 'start']);
  const stop = async () => {
    for (const data of [replica, primary])
      if (existsSync(join(data, 'postmaster.pid')))
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // -R writes standby.signal and the primary's address: the copy starts as a streaming replica.
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
    ]);
    await pgRun('pg_ctl', ['-D', replica, '-o', options(replicaPort), '-l', join(dir, 'replica.log'), '-w', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL binaries: install postgresql or set PG_BIN_DIR');
  return join(root, newest, 'bin');
}

const idOf = async (flag: '-u' | '-g') => Number((await run('id', [flag, 'postgres'])).stdout.trim());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
