// The production build, made once and reused (scripts/build-key.mjs): `node scripts/build-if-stale.mjs`
// builds only when there is no build or it is stale (CI's build step, npm run test:topology,
// npm run test:e2e); `--always` builds whatever the state (npm run build). Either way a successful
// build ends with the stamp that names the sources it was made from.
import { execSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_STAMP, buildState, REPO_ROOT, sourceKey, stampFor } from './build-key.mjs';

const always = process.argv.includes('--always');
const state = buildState();
if (state.fresh && !always) {
  console.log('The production build is up to date (its stamp matches the sources): not building.');
  process.exit(0);
}
console.log(always ? 'Building.' : `Building: ${state.reason}.`);

// The key of the sources as the build starts: a file edited during the build leaves the stamp behind.
const key = sourceKey();
rmSync(join(REPO_ROOT, BUILD_STAMP), { force: true });
execSync('npm run build -w @azubi/web && npm run build -w @azubi/server', { cwd: REPO_ROOT, stdio: 'inherit' });
writeFileSync(join(REPO_ROOT, BUILD_STAMP), stampFor(key));
console.log(`Build stamped (${BUILD_STAMP}).`);
