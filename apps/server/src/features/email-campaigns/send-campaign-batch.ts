import { mergeFields, type MergeValues } from '@azubi/shared/admin/campaign-merge-fields';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { emailCampaigns } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { campaignEmail } from '../../mail/templates/campaign-email';
import { rowsOf } from './audience';
import { mergeValuesOf } from './merge-fields';
import { campaignUnsubscribeToken, campaignUnsubscribeUrl } from './unsubscribe-token';

export type CampaignSendDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  mailer: Mailer;
  log: { error: (o: object, m: string) => void; info?: (o: object, m: string) => void };
};

/** A claim older than this belongs to a worker that stopped mid-batch. */
export const CLAIM_TIMEOUT = '10 minutes';
/** A send that failed is tried again in a later batch, up to this many attempts in all. */
export const MAX_ATTEMPTS = 3;

type Claimed = {
  id: string;
  user_id: string;
  email: string;
  locale: 'en' | 'de';
  attempts: number;
  /** The recipient's names now, for the merge fields (null when the account is gone). */
  name: string | null;
  called_name: string | null;
};

/**
 * One batch of one campaign (the sending job calls it at the configured rate). The statement that
 * finds the pending rows also claims them (`for update skip locked`, so two workers never get the
 * same row) and only while the campaign is `sending` (a pause stops the claiming). Each mail is
 * marked sent once it went out; a row is only ever claimed while pending, so nobody gets a second
 * copy. A stale claim (a worker that stopped between sending and marking) is not sent again: it
 * is marked failed, since the mail may have gone out.
 */
export async function sendCampaignBatch(
  deps: CampaignSendDeps,
  campaignId: string,
  size: number,
): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  // Someone who unsubscribed (from any campaign) since the recipients were fixed gets nothing more.
  await db.execute(sql`
    delete from email_campaign_recipients r
    where r.campaign_id = ${campaignId} and r.status = 'pending' and r.claimed_at is null
      and exists (select 1 from campaign_opt_outs o where o.user_id = r.user_id)`);
  await db.execute(sql`
    update email_campaign_recipients set status = 'failed', error = 'interrupted: not sent again'
    where campaign_id = ${campaignId} and status = 'pending' and claimed_at < now() - ${CLAIM_TIMEOUT}::interval`);
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      update email_campaign_recipients r
      set claimed_at = now(), attempts = r.attempts + 1
      where r.id in (
        select r2.id from email_campaign_recipients r2
        join email_campaigns c on c.id = r2.campaign_id
        where r2.campaign_id = ${campaignId} and c.status = 'sending' and r2.status = 'pending'
          and r2.claimed_at is null
        order by r2.created_at, r2.id
        limit ${size}
        for update of r2 skip locked)
      returning r.id, r.user_id, r.email, r.locale, r.attempts,
        (select u.name from users u where u.id = r.user_id) as name,
        (select u.called_name from users u where u.id = r.user_id) as called_name`),
  );
  if (claimed.length === 0) {
    await finishIfDone(db, campaignId);
    return { sent: 0, failed: 0 };
  }
  const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      if (!campaign) throw new Error('campaign deleted');
      await deps.mailer.send(
        campaignMessage(
          deps.config,
          campaign,
          row.user_id,
          row.email,
          row.locale,
          '',
          mergeValuesOf({ name: row.name, calledName: row.called_name }),
        ),
      );
      await db.execute(sql`
        update email_campaign_recipients set status = 'sent', sent_at = now(), error = null
        where id = ${row.id} and status = 'pending'`);
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
      const final = row.attempts >= MAX_ATTEMPTS;
      // Not sent: free again for a later batch, or failed for good after the last attempt.
      await db.execute(sql`
        update email_campaign_recipients
        set status = ${final ? 'failed' : 'pending'}, claimed_at = null, error = ${message}
        where id = ${row.id} and status = 'pending'`);
      if (final) failed++;
      deps.log.error({ err, campaignId }, 'campaign e-mail not sent');
    }
  }
  await finishIfDone(db, campaignId);
  return { sent, failed };
}

/** The campaign is `sent` once no row is pending any more. */
async function finishIfDone(db: Database, campaignId: string) {
  await db.execute(sql`
    update email_campaigns set status = 'sent', sent_at = now()
    where id = ${campaignId} and status = 'sending'
      and not exists (select 1 from email_campaign_recipients r where r.campaign_id = ${campaignId} and r.status = 'pending')`);
}

/**
 * One recipient's mail in their language, with the one-click unsubscribe headers (RFC 8058) and
 * the merge fields filled in with their values (issue 29).
 */
export function campaignMessage(
  config: Pick<Config, 'publicUrl' | 'authSecret'>,
  campaign: { id: string; subjectEn: string; subjectDe: string; bodyEn: string; bodyDe: string },
  userId: string,
  email: string,
  locale: 'en' | 'de',
  subjectPrefix = '',
  values: MergeValues = { firstName: null, name: null },
) {
  const unsubscribe = campaignUnsubscribeUrl(
    config.publicUrl,
    campaignUnsubscribeToken(config.authSecret, { campaignId: campaign.id, userId }),
  );
  const de = locale === 'de';
  return {
    to: email,
    locale,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...campaignEmail(locale, {
      subject: `${subjectPrefix}${mergeFields(de ? campaign.subjectDe : campaign.subjectEn, values)}`,
      body: mergeFields(de ? campaign.bodyDe : campaign.bodyEn, values),
      publicUrl: config.publicUrl,
      unsubscribeUrl: unsubscribe,
    }),
  };
}
