import {
  EDITABLE_CAMPAIGN_STATUSES,
  type CampaignInputSchema,
  type CampaignSendSchema,
} from '@azubi/shared/admin/email-campaigns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import { emailCampaigns } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Actor } from '../../platform/session/session';
import { audienceWhere, countAudience } from './audience';
import { findCampaign, type CampaignRow } from './campaign-row';
import { assertKnownMergeFields } from './merge-fields';

export type CampaignActionDeps = {
  db: Database;
  actor: Actor;
  context: AuditContext;
  log: { error: (o: object, m: string) => void };
};

type Input = z.output<typeof CampaignInputSchema>;

export async function auditCampaignAction(
  deps: CampaignActionDeps,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
  action: string,
  details: Record<string, unknown> = {},
) {
  await recordAuditEvent(
    deps.db,
    {
      action: 'admin_campaign_action',
      userId: deps.actor.userId,
      context: deps.context,
      resourceType: 'email_campaign',
      resourceId: campaign.id,
      details: { action, by: deps.actor.userId, campaign: campaign.name, ...details },
    },
    deps.log,
  );
}

const values = (input: Input) => ({
  name: input.name,
  audience: input.audience,
  audienceFilter: input.filter,
  subjectEn: input.subjectEn,
  subjectDe: input.subjectDe,
  bodyEn: input.bodyEn,
  bodyDe: input.bodyDe,
});

/** `POST /api/admin/campaigns`: a new draft. */
export async function createCampaign(deps: CampaignActionDeps, input: Input): Promise<string> {
  assertKnownMergeFields(input);
  const [row] = await deps.db
    .insert(emailCampaigns)
    .values({ ...values(input), createdBy: deps.actor.userId })
    .returning();
  await auditCampaignAction(deps, row!, 'created');
  return row!.id;
}

function assertEditable(campaign: CampaignRow) {
  if (!EDITABLE_CAMPAIGN_STATUSES.includes(campaign.status))
    throw new AppError(409, 'CONFLICT', 'campaigns.notEditable');
}

/** `PUT /api/admin/campaigns/:id`: only before sending starts (a scheduled one stays scheduled). */
export async function updateCampaign(deps: CampaignActionDeps, id: string, input: Input): Promise<void> {
  const campaign = await findCampaign(deps.db, id);
  assertEditable(campaign);
  assertKnownMergeFields(input);
  const [updated] = await deps.db
    .update(emailCampaigns)
    .set(values(input))
    .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, [...EDITABLE_CAMPAIGN_STATUSES])))
    .returning({ id: emailCampaigns.id });
  if (!updated) throw new AppError(409, 'CONFLICT', 'campaigns.notEditable');
  await auditCampaignAction(deps, campaign, 'updated');
}

/**
 * Fixes who gets the campaign: one recipient row per person in the audience now (insert … select;
 * a row already there stays as it is), then the campaign is `sending`. Returns how many rows the
 * campaign has, or null when it was no longer a draft or scheduled (another start won). Used by "send now" and by the sweep when a scheduled campaign's time comes.
 */
export async function startSending(db: Database, campaign: CampaignRow, now: Date): Promise<number | null> {
  const filter = campaign.audienceFilter as Parameters<typeof audienceWhere>[1];
  return db.transaction(async (tx) => {
    // Only one start wins: the status moves first, under the row's lock.
    const [claimed] = await tx
      .update(emailCampaigns)
      .set({ status: 'sending', startedAt: now })
      .where(and(eq(emailCampaigns.id, campaign.id), inArray(emailCampaigns.status, ['draft', 'scheduled'])))
      .returning({ id: emailCampaigns.id });
    if (!claimed) return null;
    await tx.execute(sql`
      insert into email_campaign_recipients (campaign_id, user_id, email, locale)
      select ${campaign.id}, u.id, u.email, u.locale from users u
      where ${audienceWhere(campaign.audience, normalizeFilter(filter))}
      on conflict (campaign_id, user_id) do nothing`);
    const [row] = await tx
      .execute(sql`select count(*)::int as n from email_campaign_recipients where campaign_id = ${campaign.id}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    const n = Number(row?.n ?? 0);
    await tx.update(emailCampaigns).set({ recipientCount: n }).where(eq(emailCampaigns.id, campaign.id));
    return n;
  });
}

function normalizeFilter(filter: Partial<Parameters<typeof audienceWhere>[1]> | null) {
  return {
    language: filter?.language ?? null,
    programs: filter?.programs ?? [],
    country: filter?.country ?? null,
    verified: filter?.verified ?? 'any',
  };
}

/**
 * `POST /api/admin/campaigns/:id/send`: now (the recipients are fixed and the sending job takes
 * it from there) or at a time in the future (the sweep starts it then). Never to an empty audience.
 */
export async function sendCampaign(
  deps: CampaignActionDeps,
  id: string,
  input: z.output<typeof CampaignSendSchema>,
): Promise<void> {
  const campaign = await findCampaign(deps.db, id);
  assertEditable(campaign);
  assertKnownMergeFields(campaign);
  const now = clock.now();
  const filter = normalizeFilter(campaign.audienceFilter as Parameters<typeof audienceWhere>[1]);
  if ((await countAudience(deps.db, campaign.audience, filter)) === 0)
    throw new AppError(409, 'CONFLICT', 'campaigns.emptyAudience');
  if (input.scheduledAt) {
    const at = new Date(input.scheduledAt);
    if (at.getTime() <= now.getTime())
      throw AppError.validation({ scheduledAt: 'campaigns.scheduleInPast' }, 'campaigns.scheduleInPast');
    await deps.db.update(emailCampaigns).set({ status: 'scheduled', scheduledAt: at }).where(eq(emailCampaigns.id, id));
    await auditCampaignAction(deps, campaign, 'scheduled', { at: at.toISOString() });
    return;
  }
  const recipients = await startSending(deps.db, campaign, now);
  if (recipients === null) throw new AppError(409, 'CONFLICT', 'campaigns.notEditable');
  await auditCampaignAction(deps, campaign, 'sent', { recipients });
}

/** `POST /api/admin/campaigns/:id/pause`: batches stop claiming; what a running batch holds is finished. */
export async function pauseCampaign(deps: CampaignActionDeps, id: string): Promise<void> {
  const campaign = await findCampaign(deps.db, id);
  const [done] = await deps.db
    .update(emailCampaigns)
    .set({ status: 'paused', pausedAt: clock.now() })
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, 'sending')))
    .returning({ id: emailCampaigns.id });
  if (!done) throw new AppError(409, 'CONFLICT', 'campaigns.notSending');
  await auditCampaignAction(deps, campaign, 'paused');
}

/** `POST /api/admin/campaigns/:id/resume`: sending goes on with the rows still pending. */
export async function resumeCampaign(deps: CampaignActionDeps, id: string): Promise<void> {
  const campaign = await findCampaign(deps.db, id);
  const [done] = await deps.db
    .update(emailCampaigns)
    .set({ status: 'sending', pausedAt: null })
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, 'paused')))
    .returning({ id: emailCampaigns.id });
  if (!done) throw new AppError(409, 'CONFLICT', 'campaigns.notPaused');
  await auditCampaignAction(deps, campaign, 'resumed');
}

/** `POST /api/admin/campaigns/:id/cancel`: a draft, a scheduled, a sending or a paused campaign ends here. */
export async function cancelCampaign(deps: CampaignActionDeps, id: string): Promise<void> {
  const campaign = await findCampaign(deps.db, id);
  const [done] = await deps.db
    .update(emailCampaigns)
    .set({ status: 'canceled' })
    .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, ['draft', 'scheduled', 'sending', 'paused'])))
    .returning({ id: emailCampaigns.id });
  if (!done) throw new AppError(409, 'CONFLICT', 'campaigns.notCancelable');
  await auditCampaignAction(deps, campaign, 'canceled');
}

export { normalizeFilter };
