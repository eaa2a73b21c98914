import type { MatchFoundData } from '@azubi/shared/matching/matching';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dispatchPush, type PushDeps } from '../../platform/push/dispatch-push';
import { rowsOf } from './find-matches';
import { MATCH_KINDS, type MatchKind } from './match-kinds';

const USERS_PER_STATEMENT = 1000;

/**
 * The in-app part of a run: every recorded match not yet told is claimed (`notified_at`, in the
 * UPDATE that finds it, so two runs at once claim each match once) and each reader of profiles
 * with "notify on match" gets one `match_found` notification for the whole run, naming each
 * profile and its count, unless they switched in-app match notices off. `profileIds` limits it to
 * some profiles ("check now"). With `push`, each notice also goes to the reader's devices (Web
 * Push, as its switch and quiet hours say). Returns the number of notifications written.
 */
export async function notifyNewMatches(
  db: Database,
  kind: MatchKind,
  now: Date,
  profileIds?: string[],
  push?: PushDeps,
): Promise<number> {
  const k = MATCH_KINDS[kind];
  const rows = rowsOf<{ user_id: string; profile_id: string; name: string; count: number }>(
    await db.execute(sql`
      with claimed as (
        update ${k.matches} m set notified_at = ${now.toISOString()}::timestamptz
        from ${k.profiles} p
        where m.search_profile_id = p.id and m.notified_at is null
          ${profileIds ? sql`and m.search_profile_id = any(${`{${profileIds.join(',')}}`}::uuid[])` : sql``}
        returning p.*
      ),
      told as (select sp.id, sp.name, sp.notify_on_match, ${k.owner} as user_id from claimed sp)
      select user_id, id as profile_id, name, count(*)::int as count from told
      where notify_on_match and user_id is not null
      group by user_id, id, name order by user_id, name`),
  );
  const perUser = new Map<string, MatchFoundData>();
  for (const row of rows) {
    const data = perUser.get(row.user_id) ?? { kind, total: 0, profiles: [] };
    data.total += row.count;
    data.profiles.push({ id: row.profile_id, name: row.name, count: row.count });
    perUser.set(row.user_id, data);
  }
  const entries = [...perUser].map(([userId, data]) => ({ user_id: userId, data }));
  let written = 0;
  for (let i = 0; i < entries.length; i += USERS_PER_STATEMENT) {
    const chunk = entries.slice(i, i + USERS_PER_STATEMENT);
    const inserted = rowsOf<{ id: string; user_id: string; data: MatchFoundData; has_device: boolean }>(
      await db.execute(sql`
        insert into notifications (user_id, type, data, link)
        select x.user_id, 'match_found', x.data, ${k.link}
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(user_id uuid, data jsonb)
        where not exists (select 1 from notification_preferences np
                          where np.user_id = x.user_id and np.type = 'match_found' and not np.in_app)
        returning id, user_id, data,
          exists (select 1 from push_subscriptions ps where ps.user_id = notifications.user_id) as has_device`),
    );
    written += inserted.length;
    if (!push) continue;
    for (const row of inserted.filter((r) => r.has_device)) {
      try {
        await dispatchPush(push, {
          userId: row.user_id,
          type: 'match_found',
          data: row.data as unknown as Record<string, unknown>,
          link: k.link,
          notificationId: row.id,
          now,
        });
      } catch (err) {
        push.log.error({ err }, 'match push could not be sent');
      }
    }
  }
  return written;
}
