import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../db/client';
import { createSmtpMailer, type Mailer, type MailMessage } from '../mail/mailer';
import { createRetryingMailer, SEND_MAIL_JOB, SEND_MAIL_RETRIES, sendQueuedMail } from '../mail/retrying-mailer';
import { createTestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { createJobQueue, type JobDefinition, type JobLog, type JobQueue } from './queue';

/**
 * "A failed SMTP send is retried with backoff and never lost or sent twice": a real SMTP server in
 * this process refuses the first attempts (451, try again later), then accepts. The caller's send
 * resolves at once with the mail queued; the queue's retries deliver it exactly once.
 */
let connection: DatabaseConnection;
let queue: JobQueue;
const logged: { level: string; object: object; message: string }[] = [];
const log: JobLog = {
  info: (object, message) => logged.push({ level: 'info', object, message }),
  warn: (object, message) => logged.push({ level: 'warn', object, message }),
  error: (object, message) => logged.push({ level: 'error', object, message }),
};

const SECRET_LINK = 'https://azubi.test/reset-password?token=s3cr3t-t0ken';
const message: MailMessage = {
  to: 'lena@example.org',
  subject: 'Passwort zurücksetzen',
  text: `Hallo Lena, ${SECRET_LINK}`,
  html: `<p>Hallo Lena, <a href="${SECRET_LINK}">zurücksetzen</a></p>`,
  locale: 'de',
};

/** The registry's send-mail job with backoff from 1 s (the real one starts at 30 s). */
function sendMailJob(transport: Mailer): JobDefinition<null> {
  return {
    name: SEND_MAIL_JOB,
    cron: null,
    queue: { ...SEND_MAIL_RETRIES, retryDelay: 1 },
    run: (_deps, data, attempt) => sendQueuedMail({ transport, log }, data, attempt),
  };
}

beforeEach(async () => {
  logged.length = 0;
  connection = await createTestDatabase();
  queue = createJobQueue(connection, { pollingIntervalSeconds: 0.5 });
});
afterEach(async () => {
  await queue.stop({ graceMs: 1000 });
  await connection.close();
});

/** An SMTP server that answers the first `refusals` recipients with 451, then takes every mail. */
async function startFlakySmtp(refusals: number) {
  const received: { raw: string; at: number }[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      if (attempts <= refusals) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('an e-mail whose SMTP send fails', () => {
  it('is queued, retried and delivered exactly once; the caller is not failed', async () => {
    const smtp = await startFlakySmtp(2);
    try {
      const transport = createSmtpMailer(smtp.url, 'Azubi Connect <noreply@azubi.test>');
      await queue.start({ jobs: [sendMailJob(transport)], deps: null, log });
      const mailer = createRetryingMailer({
        transport,
        queue,
        log,
        messageIdDomain: 'azubi.test',
        firstRetryAfterSeconds: 0,
      });

      const sentAt = Date.now();
      await expect(mailer.send(message)).resolves.toBeUndefined();
      expect(smtp.received).toHaveLength(0);
      const queued = logged.find((line) => line.message === 'e-mail not sent; queued for retry');
      expect(queued?.level).toBe('warn');
      const jobId = (queued?.object as { jobId: string }).jobId;
      expect(jobId).toEqual(expect.any(String));

      // Attempt 1 (the send itself) and 2 (the job's first) are refused; the retry 1-2 s later goes through.
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 100 });
      expect(smtp.attempts()).toBe(3);
      expect(smtp.received[0]!.at - sentAt).toBeGreaterThanOrEqual(1000);
      // Nothing arrives a second time, and the job is done.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@azubi\.test>/im);
      expect(raw).toContain('s3cr3t-t0ken');
      expect(logged.find((line) => line.message === 'queued e-mail sent')?.object).toMatchObject({
        job: SEND_MAIL_JOB,
        jobId,
        retry: 2,
      });

      // The log never carries the mail's text, links or tokens (nor its subject).
      const logText = JSON.stringify(logged, (_key, value: unknown) =>
        value instanceof Error ? { message: value.message, stack: value.stack } : value,
      );
      expect(logText).not.toContain('s3cr3t-t0ken');
      expect(logText).not.toContain('Hallo Lena');
      expect(logText).not.toContain('Passwort');
    } finally {
      await smtp.close();
    }
  });

  it('keeps every field of the message through the job (attachments included) and its Message-ID', async () => {
    const delivered: MailMessage[] = [];
    let calls = 0;
    const transport: Mailer = {
      kind: 'smtp',
      async send(sent) {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
        delivered.push(sent);
      },
      async close() {},
    };
    await queue.start({ jobs: [sendMailJob(transport)], deps: null, log });
    const mailer = createRetryingMailer({
      transport,
      queue,
      log,
      messageIdDomain: 'azubi.test',
      firstRetryAfterSeconds: 0,
    });
    const withAttachment: MailMessage = {
      ...message,
      mentions: ['4f1c0a52-3f43-4d55-9d1b-8d2f1d0f5e11'],
      attachments: [
        { filename: 'interview.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' },
      ],
    };

    await mailer.send(withAttachment);
    await vi.waitFor(() => expect(delivered).toHaveLength(1), { timeout: 10_000, interval: 100 });
    expect(delivered[0]).toEqual({ ...withAttachment, messageId: expect.stringMatching(/^<.+@azubi\.test>$/) });
  });

  it('fails the caller with the send error when the queue cannot take the mail either', async () => {
    const transport: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    // Never started: the queue refuses the job.
    const mailer = createRetryingMailer({ transport, queue, log, messageIdDomain: 'azubi.test' });
    await expect(mailer.send(message)).rejects.toThrow('connection refused');
    expect(logged.map((line) => line.message)).toEqual(['e-mail not sent and could not be queued for retry']);
  });

  it('without a job queue (the app as tests build it) is the plain mailer, as before', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.mailer).toBe(t.app.mailTransport);
    } finally {
      await t.close();
    }
  });
});
