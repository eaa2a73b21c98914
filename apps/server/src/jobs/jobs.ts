import type { FastifyInstance } from 'fastify';
import { clock } from '../clock';
import type { Config } from '../config';
import type { BillingDeps } from '../features/billing/billing-deps';
import { runBillingSweep } from '../features/billing/billing-sweep';
import { CAMPAIGN_JOB, runCampaignSweep } from '../features/email-campaigns/campaign-sweep';
import { runInterviewSweep } from '../features/interviews/interview-sweep';
import { runMatching } from '../features/matching/run-matching';
import { sendPlacementDigests, sendPlacementReminders } from '../features/placements/placement-sweep';
import { sendUnreadMessageEmails } from '../features/messaging/send-unread-message-emails';
import type { NotifyDeps } from '../platform/notify/notify';
import { EMAIL_AFTER_PUSH_JOB, sendEmailAfterPush, type EmailAfterPushData } from '../platform/push/email-after-push';
import { flushHeldPushes } from '../features/push/flush-held-pushes';
import {
  PUSH_SEND_CONCURRENCY,
  PUSH_SEND_JOB,
  PUSH_SEND_RETRIES,
  sendPush,
  type PushSendData,
} from '../platform/push/send-push';
import type { Mailer } from '../mail/mailer';
import { SEND_MAIL_JOB, SEND_MAIL_RETRIES, sendQueuedMail } from '../mail/retrying-mailer';
import type { Realtime } from '../realtime/realtime';
import type { FileStorage } from '../storage/storage';
import type { JobDefinition } from './queue';
import { runRetention } from './retention';

/**
 * What a job's handler gets: the app's database, configuration, logger, mail (with retries),
 * payments, storage and realtime, and `mailTransport`, the mailer without retries (only the
 * send-mail job uses it: its retries are pg-boss's own).
 */
export type JobDeps = NotifyDeps & BillingDeps & { storage: FileStorage; realtime: Realtime; mailTransport: Mailer };

export type AppJob = JobDefinition<JobDeps>;

/** The deps from the built app (main.ts; tests). */
export function jobDepsOf(app: FastifyInstance): JobDeps {
  return {
    db: app.database.db,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    mailTransport: app.mailTransport,
    provider: app.payments,
    storage: app.storage,
    realtime: app.realtime,
    now: () => clock.now(),
  };
}

export const EVERY_MINUTE = '* * * * *';

/**
 * Every scheduled and queued job of the app, in one list (ADR 0020). A job with a cron runs once
 * per occurrence however many instances are up; its handler takes the deps. To add one: write the
 * use case, then add a line here.
 */
export function appJobs(config: Config): AppJob[] {
  return [
    // Retention (docs/decisions/README.md): daily at 03:17 UTC; a day no instance was up at that time is caught up once after the next start.
    {
      name: 'retention',
      cron: '17 3 * * *',
      missed: 'once',
      // A failed run is tried again after 10 minutes, then 20 and 40, rather than a day later.
      queue: { ...SWEEP, retryLimit: 3, retryDelay: 600, retryBackoff: true },
      run: (deps) => runRetention(deps),
    },
    // New-message e-mails for messages still unread after 15 minutes.
    { name: 'message-emails', cron: EVERY_MINUTE, queue: SWEEP, run: sendMessageEmails },
    // Interviews: completed once over, reminders 24 h and 1 h before (features/interviews).
    { name: 'interview-sweep', cron: EVERY_MINUTE, queue: SWEEP, run: (deps) => runInterviewSweep(deps, clock.now()) },
    // Search profiles (features/matching, docs/decisions/README.md "Match check"): every 6 hours, one run at a time.
    { name: 'matching', cron: '0 */6 * * *', queue: MATCHING, run: matchingRun },
    // Placements (features/placements): step reminders 7 days and 1 day before (checked hourly), the daily digest.
    {
      name: 'placement-reminders',
      cron: '7 * * * *',
      queue: SWEEP,
      run: (deps) => sendPlacementReminders(deps, clock.now()),
    },
    {
      name: 'placement-digests',
      cron: '37 * * * *',
      queue: SWEEP,
      run: (deps) => sendPlacementDigests(deps, clock.now()),
    },
    // Trial and plan reminders, the local provider's renewals, price changes (features/billing).
    { name: 'billing-sweep', cron: everyMinutes(config.billingSweepMinutes), queue: SWEEP, run: billingSweep },
    // E-mail campaigns (features/email-campaigns): due scheduled ones start, batches go out at the set rate.
    { name: CAMPAIGN_JOB, cron: EVERY_MINUTE, queue: SWEEP, run: (deps) => campaignSweep(deps, config) },
    // Web Push (features/push, ADR 0032): one job per device and push, retried with backoff; 404/410 remove the device.
    {
      name: PUSH_SEND_JOB,
      cron: null,
      queue: PUSH_SEND_RETRIES,
      // Pushes wait on other companies' services: several at once, so a slow endpoint holds up no other.
      concurrency: PUSH_SEND_CONCURRENCY,
      run: (deps, data) => sendPush(deps, data as PushSendData),
    },
    // Pushes held in quiet hours go out, collapsed, once each person's quiet hours are over.
    { name: 'push-flush', cron: EVERY_MINUTE, queue: SWEEP, run: (deps) => flushHeldPushes(deps, clock.now()) },
    // The e-mail of a pushed notice, 15 minutes later, unless the push was delivered and the notice read.
    {
      name: EMAIL_AFTER_PUSH_JOB,
      cron: null,
      queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, deleteAfterSeconds: 3600 },
      run: (deps, data) => sendEmailAfterPush(deps, data as EmailAfterPushData),
    },
    // A mail whose first send failed (mail/retrying-mailer.ts), retried with backoff until sent.
    {
      name: SEND_MAIL_JOB,
      cron: null,
      queue: SEND_MAIL_RETRIES,
      run: (deps, data, attempt) => sendQueuedMail({ transport: deps.mailTransport, log: deps.log }, data, attempt),
    },
  ];
}

/**
 * A sweep runs one at a time with at most one more waiting ('stately'): a slow run does not pile
 * up ticks behind it. A failed run is not retried: the next tick does the same work.
 */
const SWEEP = { policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 } as const;

/**
 * The matching run: at most one running and one waiting across all instances ('stately'), not
 * retried (the next run looks at everything changed since each profile's last check anyway).
 */
const MATCHING = { policy: 'stately', retryLimit: 0, expireInSeconds: 60 * 60 } as const;

async function matchingRun(deps: JobDeps) {
  const result = await runMatching(deps, clock.now());
  deps.log.info({ job: 'matching', ...result }, 'matching run');
  return result;
}

async function sendMessageEmails(deps: JobDeps) {
  const sent = await sendUnreadMessageEmails(deps);
  if (sent > 0) deps.log.info({ job: 'message-emails', sent }, 'message e-mails sent');
  return { sent };
}

async function campaignSweep(deps: JobDeps, config: Config) {
  const result = await runCampaignSweep(deps, {
    batchSize: config.campaignBatchSize,
    intervalSeconds: config.campaignBatchIntervalSeconds,
    // Leaves the next minute's run its turn (one runs at a time).
    budgetMs: 50_000,
    now: () => clock.now(),
  });
  if (result.started || result.sent || result.failed) deps.log.info({ job: 'email-campaigns', ...result }, 'campaigns');
  return result;
}

async function billingSweep(deps: JobDeps) {
  const result = await runBillingSweep(deps);
  if (result.reminders || result.renewals) deps.log.info({ job: 'billing-sweep', ...result }, 'billing sweep');
  return result;
}

/**
 * A cron expression for "every n minutes" (BILLING_SWEEP_MINUTES): at the minutes of the hour
 * divisible by n below an hour (so best with a divisor of 60), else every whole number of hours
 * (rounded), at most daily.
 */
export function everyMinutes(minutes: number): string {
  if (minutes <= 1) return EVERY_MINUTE;
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}
