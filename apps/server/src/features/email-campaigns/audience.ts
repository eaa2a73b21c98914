import type { CampaignAudience, CampaignAudienceFilter } from '@azubi/shared/admin/email-campaigns';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The member's company (employers and team members), unless it is test data. */
const company = sql`(select m.company_id from company_members m join companies co on co.id = m.company_id
  where m.user_id = u.id and co.is_test = false order by m.created_at limit 1)`;

const VERIFIED_COMPANY = sql`exists (select 1 from company_members m join companies co on co.id = m.company_id
  where m.user_id = u.id and co.verification_status in ('verified', 'verified_manually'))`;
const APPROVED_PROFILE = sql`exists (select 1 from candidate_profiles cp
  where cp.user_id = u.id and cp.approval_status = 'approved')`;

function roleCondition(audience: CampaignAudience): SQL {
  switch (audience) {
    case 'all':
      return sql`(u.role = 'azubi' or (u.role in ('employer', 'team_member') and ${company} is not null))`;
    case 'azubis':
      return sql`u.role = 'azubi'`;
    case 'employers':
      return sql`u.role in ('employer', 'team_member') and ${company} is not null`;
    case 'trialing_employers':
      return sql`u.role in ('employer', 'team_member') and exists (select 1 from subscriptions s
        where s.company_id = ${company} and s.status = 'trialing')`;
    case 'paying_employers':
      // A running monthly plan, or a paid period (a package, a grant) that has not ended.
      return sql`u.role in ('employer', 'team_member') and (
        exists (select 1 from subscriptions s where s.company_id = ${company} and s.status in ('active', 'past_due'))
        or exists (select 1 from paid_periods p where p.company_id = ${company}
          and p.starts_at <= now() and p.ends_at > now() and p.ended_at is null))`;
  }
}

/**
 * Who a campaign goes to, as a condition on `users u`: the role audience narrowed by the filter,
 * and never test users, suspended accounts, unconfirmed addresses or anyone who unsubscribed.
 * Program interest and country are candidates' (they narrow the audience to candidates).
 */
export function audienceWhere(audience: CampaignAudience, filter: CampaignAudienceFilter): SQL {
  const parts: SQL[] = [
    sql`u.is_test = false`,
    sql`u.banned = false`,
    sql`u.email_verified = true`,
    sql`not exists (select 1 from campaign_opt_outs o where o.user_id = u.id)`,
    roleCondition(audience),
  ];
  if (filter.language) parts.push(sql`u.locale = ${filter.language}`);
  if (filter.programs.length > 0) {
    const programs = sql.join(
      filter.programs.map((p) => sql`${p}`),
      sql`, `,
    );
    parts.push(sql`exists (select 1 from candidate_profiles cp where cp.user_id = u.id
      and cp.program_interests && array[${programs}]::program_type[])`);
  }
  if (filter.country)
    parts.push(
      sql`exists (select 1 from candidate_profiles cp where cp.user_id = u.id and cp.country = ${filter.country})`,
    );
  if (filter.verified === 'verified') parts.push(sql`(${APPROVED_PROFILE} or ${VERIFIED_COMPANY})`);
  if (filter.verified === 'unverified') parts.push(sql`not (${APPROVED_PROFILE} or ${VERIFIED_COMPANY})`);
  return sql.join(parts, sql` and `);
}

/** How many people the audience has right now (the form shows it before sending). */
export async function countAudience(
  db: Database,
  audience: CampaignAudience,
  filter: CampaignAudienceFilter,
): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from users u where ${audienceWhere(audience, filter)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
