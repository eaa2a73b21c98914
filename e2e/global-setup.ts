import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tmpDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.tmp');
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/**
 * Starts every run with an empty screenshot folder (so it shows only this run's pages) and removes data
 * directories that interrupted runs left behind. Runs after the web server has started: this run's own
 * data directory is kept.
 */
export default function globalSetup(): void {
  rmSync(path.join(tmpDir, 'screenshots'), { recursive: true, force: true });

  const current = process.env.AZUBI_E2E_DATA_DIR;
  let entries: string[];
  try {
    entries = readdirSync(tmpDir).filter((name) => name.startsWith('data-'));
  } catch {
    return;
  }
  for (const name of entries) {
    const dir = path.join(tmpDir, name);
    if (dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_AFTER_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run may have removed it in the meantime.
    }
  }
}
