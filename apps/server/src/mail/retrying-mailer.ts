import { randomUUID } from 'node:crypto';
import type { JobAttempt, JobLog, JobQueue } from '../jobs/queue';
import type { Mailer, MailMessage } from './mailer';

/** The job that sends a mail whose first attempt failed (jobs/jobs.ts). */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * Retries of a failed send: 8 more attempts, 30 s apart and doubling (with jitter) up to an hour,
 * about 2 to 3 hours in all. An attempt may take 2 minutes. A sent mail's job is deleted an hour
 * after it completed: it holds the whole mail, links with tokens included. A mail that failed every
 * attempt moves to `send-mail-failed`, kept 14 days to be redriven (ADR 0020), and is logged.
 */
export const SEND_MAIL_RETRIES = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: 3600,
  deadLetter: `${SEND_MAIL_JOB}-failed`,
} as const;

/**
 * A mailer that sends at once, as the one it wraps does, and when that send fails queues the mail
 * as a `send-mail` job instead of failing: pg-boss retries the job with backoff and completes it
 * only after a successful send, so the mail is not lost with the request that wrote it. The caller's
 * `send` then resolves; the log says the mail was queued (never its text, links or tokens). When the
 * queue cannot take it either, `send` fails with the original error, as without the queue.
 *
 * Every mail gets its Message-ID before the first attempt and keeps it in each retry, so that a
 * send that failed after the server had taken the mail (a timeout after the data) and was repeated
 * reaches the inbox as the same message, which mail clients show once.
 */
export function createRetryingMailer({
  transport,
  queue,
  log,
  messageIdDomain,
  firstRetryAfterSeconds = SEND_MAIL_RETRIES.retryDelay,
}: {
  transport: Mailer;
  queue: Pick<JobQueue, 'send'>;
  log: JobLog;
  /** The domain after the @ of Message-IDs (the sender's domain). */
  messageIdDomain: string;
  firstRetryAfterSeconds?: number;
}): Mailer {
  return {
    kind: transport.kind,
    async send(message) {
      const withId: MailMessage = {
        ...message,
        messageId: message.messageId ?? `<${randomUUID()}@${messageIdDomain}>`,
      };
      try {
        await transport.send(withId);
      } catch (err) {
        let jobId: string;
        try {
          jobId = await queue.send(SEND_MAIL_JOB, withId, { startAfterSeconds: firstRetryAfterSeconds });
        } catch (queueErr) {
          log.error(
            { err: queueErr, mailError: errorSummary(err) },
            'e-mail not sent and could not be queued for retry',
          );
          throw err;
        }
        log.warn({ err, jobId }, 'e-mail not sent; queued for retry');
      }
    },
    close: () => transport.close(),
  };
}

/** The `send-mail` job: one attempt with the wrapped mailer; a throw has pg-boss retry it later. */
export async function sendQueuedMail(
  { transport, log }: { transport: Mailer; log: JobLog },
  data: unknown,
  attempt: JobAttempt,
): Promise<void> {
  await transport.send(data as MailMessage);
  log.info({ job: SEND_MAIL_JOB, jobId: attempt.id, retry: attempt.retryCount + 1 }, 'queued e-mail sent');
}

/** The domain of the sender address (`MAIL_FROM`, "Name <noreply@example.org>" or a bare address). */
export function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

function errorSummary(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
