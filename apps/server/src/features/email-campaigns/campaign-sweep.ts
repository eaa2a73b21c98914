import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailCampaigns } from '../../db/schema';
import { startSending } from './campaign-actions';
import { sendCampaignBatch, type CampaignSendDeps } from './send-campaign-batch';

/** The job's name (jobs/jobs.ts): every minute, and queued when a campaign starts or resumes. */
export const CAMPAIGN_JOB = 'email-campaigns';

export type CampaignSweepOptions = {
  /** Mails per batch (CAMPAIGN_BATCH_SIZE). */
  batchSize: number;
  /** Seconds between batches (CAMPAIGN_BATCH_INTERVAL_SECONDS). */
  intervalSeconds: number;
  /** How long one run keeps sending before it leaves the rest to the next run. */
  budgetMs: number;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Scheduled campaigns whose time has come start: their recipients are fixed now. */
export async function startDueCampaigns(db: Database, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.status, 'scheduled'), lte(emailCampaigns.scheduledAt, now)));
  let started = 0;
  for (const campaign of due) if ((await startSending(db, campaign, now)) !== null) started++;
  return started;
}

/**
 * The `email-campaigns` job (every minute, one run at a time): starts due scheduled campaigns,
 * then sends a batch of each sending campaign, waits the interval, and again, until nothing is
 * left to send or the run's time is up (the next run goes on).
 */
export async function runCampaignSweep(deps: CampaignSendDeps, options: CampaignSweepOptions) {
  const sleep = options.sleep ?? wait;
  const started = await startDueCampaigns(deps.db, options.now());
  const until = Date.now() + options.budgetMs;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const sending = await deps.db
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.status, 'sending'));
    let claimedAny = false;
    for (const { id } of sending) {
      const result = await sendCampaignBatch(deps, id, options.batchSize);
      sent += result.sent;
      failed += result.failed;
      if (result.sent + result.failed > 0) claimedAny = true;
    }
    if (!claimedAny || Date.now() + options.intervalSeconds * 1000 > until) break;
    await sleep(options.intervalSeconds * 1000);
  }
  return { started, sent, failed };
}
