import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` after the current answer has gone out, so that how long the answer takes says
     * nothing about what the task does (whether an account exists and gets mail). Failures are
     * logged. Closing the app waits for tasks still running. (Work that must survive a restart
     * moves to the job queue when it arrives.)
     */
    afterAnswer(name: string, log: FastifyBaseLogger, task: () => Promise<void>): void;
  }
}

export function installAfterAnswer(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (name: string, log: FastifyBaseLogger, task: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => log.error({ err, task: name }, 'work after the answer failed'))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
}
