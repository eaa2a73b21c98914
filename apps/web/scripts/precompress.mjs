// The built assets, compressed once at build time (ADR 0033): each script, stylesheet and SVG under
// `assets/` is written beside itself as `.br` (Brotli, quality 11) and `.gz` (gzip, level 9), and the
// server sends the one the browser accepts (@fastify/static `preCompressed`). Compressing on every
// answer the server could afford only Brotli 5: quality 11 is 8 % smaller (a signed-in screen's
// scripts 215 → 198 KB), and the server spends no CPU on it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED = /^assets\/.*\.(js|css|svg)$/;

/** Brotli as the build writes it: quality 11, text mode, the size as a hint. */
export const brotliOptions = (bytes) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/** The size of `bytes` as the build's `.br` (for a build that has none, e.g. a test's temporary build). */
export const brotliSize = (bytes) => brotliCompressSync(bytes, brotliOptions(bytes)).length;

/** Writes `file.br` and `file.gz` beside each matching file of the build. */
export async function precompress(outDir, fileNames) {
  await Promise.all(
    fileNames
      .filter((name) => PRECOMPRESSED.test(name))
      .map(async (name) => {
        const path = join(outDir, name);
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([brotli(bytes, brotliOptions(bytes)), gzipAsync(bytes, { level: 9 })]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
}

/** The Vite plugin: after the client build has written its files. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'azubi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(options, bundle) {
      await precompress(options.dir ?? outDir, Object.keys(bundle));
    },
  };
}
