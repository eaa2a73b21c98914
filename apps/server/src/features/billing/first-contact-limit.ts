import type { FirstContactAllowance } from '@azubi/shared/messaging/messaging';
import { sql } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { companyAccessState } from './access-state';

/** The day the limit counts is the calendar day in Germany, where the companies are. */
const ZONE = 'Europe/Berlin';

/**
 * How many first contacts (conversations the company opened with its own message) the company
 * has left today (docs/decisions/README.md "Anonymised first contact", revised in turn 3): 20 a day during the
 * trial, 50 on a plan (`FIRST_CONTACTS_PER_DAY_*`), so outreach stays personal and no company
 * writes to the whole pool. Conversations a candidate opened (by applying) and messages in open
 * conversations are not counted.
 */
export async function firstContactAllowance(
  db: Database,
  config: Pick<Config, 'firstContactsPerDay'>,
  companyId: string,
): Promise<FirstContactAllowance> {
  const now = clock.now(companyId);
  const access = await companyAccessState(db, companyId, now);
  const limit = access.plan === 'paid' ? config.firstContactsPerDay.paid : config.firstContactsPerDay.trial;
  const at = now.toISOString();
  const result = (await db.execute(sql`
      select count(*)::int as used,
             ((date_trunc('day', ${at}::timestamptz at time zone ${ZONE}) + interval '1 day') at time zone ${ZONE}) as resets_at
      from conversations c
      where c.company_id = ${companyId}
        and c.created_at >= (date_trunc('day', ${at}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})
        and exists (select 1 from messages m where m.conversation_id = c.id and m.seq = 1 and m.sender_side = 'company')`)) as unknown as {
    rows: { used: number; resets_at: string | Date }[];
  };
  const [row] = result.rows;
  const used = Number(row?.used ?? 0);
  return {
    limit,
    used,
    left: Math.max(0, limit - used),
    resetsAt: new Date(row!.resets_at).toISOString(),
  };
}

/** Refuses a new first contact once today's are used: 429 with the limit and when it resets. */
export async function requireFirstContactLeft(
  db: Database,
  config: Pick<Config, 'firstContactsPerDay'>,
  companyId: string,
): Promise<void> {
  const allowance = await firstContactAllowance(db, config, companyId);
  if (allowance.left > 0) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Date.parse(allowance.resetsAt) - clock.now(companyId).getTime()) / 1000),
  );
  throw new AppError(429, 'RATE_LIMITED', 'messaging.firstContactLimit', { limit: allowance.limit, retryAfterSeconds });
}
