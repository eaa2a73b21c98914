import { rmSync } from 'node:fs';

/**
 * Removes this run's throwaway data directory (and its locks directory). Playwright runs global teardown while the web server is
 * still up (it stops the server afterwards), and the server writes to its database while it shuts down;
 * so the directory goes when the runner process exits, after the server has stopped. A directory left
 * by a killed run is removed by a later run's global setup.
 */
export default function globalTeardown(): void {
  const dataDir = process.env.AZUBI_E2E_DATA_DIR;
  if (!dataDir) return;
  process.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    // The locks of tests that share demo data (fixtures/exclusive.ts).
    rmSync(`${dataDir}-locks`, { recursive: true, force: true });
  });
}
