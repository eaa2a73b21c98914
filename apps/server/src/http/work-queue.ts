import { AppError } from './app-error';

/**
 * Bounded concurrency for expensive work on one instance (CV rendering, data exports): at most
 * `concurrency` run at once and at most `maxWaiting` wait; beyond that the request is answered 503
 * "busy" at once instead of piling up, so one user's burst cannot slow everyone's requests. The
 * per-user rate limits (shared by every instance) keep any one user from filling the queue.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a slot and returns its release (safe to call more than once). */
  async acquire(): Promise<() => void> {
    if (this.active < this.concurrency) {
      this.active++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw AppError.busy();
      // The slot is handed over by `release`: `active` stays counted for the waiter.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
