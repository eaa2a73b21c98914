import { CampaignAudienceFilterSchema, type Campaign, type CampaignCounts } from '@azubi/shared/admin/email-campaigns';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignOptOuts, emailCampaignRecipients, emailCampaigns } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type CampaignRow = typeof emailCampaigns.$inferSelect;

const NO_COUNTS: CampaignCounts = { recipients: 0, pending: 0, sent: 0, failed: 0, unsubscribed: 0 };

export async function findCampaign(db: Database, id: string): Promise<CampaignRow> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  if (!row) throw AppError.notFound('campaigns.notFound');
  return row;
}

/** Per campaign: its recipients by state and the people who unsubscribed through its link. */
export async function countsOf(db: Database, ids: string[]): Promise<Map<string, CampaignCounts>> {
  const counts = new Map<string, CampaignCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
  if (ids.length === 0) return counts;
  const r = emailCampaignRecipients;
  const rows = await db
    .select({
      id: r.campaignId,
      recipients: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${r.status} = 'pending'))::int`,
      sent: sql<number>`(count(*) filter (where ${r.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${r.status} = 'failed'))::int`,
    })
    .from(r)
    .where(inArray(r.campaignId, ids))
    .groupBy(r.campaignId);
  for (const row of rows) Object.assign(counts.get(row.id)!, { ...row, id: undefined });
  const optOuts = await db
    .select({ id: campaignOptOuts.campaignId, n: sql<number>`count(*)::int` })
    .from(campaignOptOuts)
    .where(inArray(campaignOptOuts.campaignId, ids))
    .groupBy(campaignOptOuts.campaignId);
  for (const row of optOuts) if (row.id) counts.get(row.id)!.unsubscribed = row.n;
  for (const value of counts.values()) delete (value as { id?: string }).id;
  return counts;
}

export function toCampaign(row: CampaignRow, counts: CampaignCounts = NO_COUNTS): Campaign {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: row.id,
    name: row.name,
    audience: row.audience,
    filter: CampaignAudienceFilterSchema.parse(row.audienceFilter ?? {}),
    subjectEn: row.subjectEn,
    subjectDe: row.subjectDe,
    bodyEn: row.bodyEn,
    bodyDe: row.bodyDe,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    pausedAt: iso(row.pausedAt),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    counts,
  };
}

/** `GET /api/admin/campaigns/:id` and what every action answers. */
export async function campaignDetail(db: Database, id: string): Promise<Campaign> {
  const row = await findCampaign(db, id);
  return toCampaign(row, (await countsOf(db, [id])).get(id));
}

/** `GET /api/admin/campaigns`: every campaign, newest first, with its counts. */
export async function listCampaigns(db: Database): Promise<{ items: Campaign[] }> {
  const rows = await db
    .select()
    .from(emailCampaigns)
    .orderBy(sql`${emailCampaigns.createdAt} desc`);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toCampaign(row, counts.get(row.id))) };
}
