import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error';
import type { CvRenderInput } from './cv-render-worker';

/**
 * CV rendering in worker threads (piscina): one core fewer than the machine has (at least one), so
 * the thread that answers requests stays free while PDFs are laid out. At most MAX_WAITING wait;
 * more are answered 503 "busy" at once instead of piling up. Started on first use.
 */
const MAX_WAITING = 20;

// From the sources (tsx, vitest) the worker is TypeScript and needs tsx's loader; the built server
// has it bundled beside main.js (build.mjs).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './cv-render-worker.ts' : './cv-render-worker.js', import.meta.url);

let pool: Piscina<CvRenderInput, Uint8Array> | null = null;

function getPool(): Piscina<CvRenderInput, Uint8Array> {
  pool ??= new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    maxQueue: MAX_WAITING,
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  return pool;
}

export async function renderCvInWorker(input: CvRenderInput): Promise<Buffer> {
  const current = getPool();
  if (current.queueSize >= MAX_WAITING) throw AppError.busy();
  let pdf: Uint8Array;
  try {
    pdf = await current.run(input);
  } catch (error) {
    // Filled up between the check above and the run (piscina's own queue limit).
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw AppError.busy();
    throw error;
  }
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** Ends the worker threads (the app's onClose). */
export async function closeCvRenderPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
