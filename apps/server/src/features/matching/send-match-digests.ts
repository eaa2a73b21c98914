import { candidateCode } from '@azubi/shared/candidates/anonymity';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { matchDigestEmail, type DigestProfile } from '../../mail/templates/match-digest-email';
import { rowsOf } from './find-matches';
import { MATCH_KINDS, type MatchKind } from './match-kinds';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

export type DigestDeps = { db: Database; mailer: Mailer; config: Config; log: FastifyBaseLogger };

/** Matches listed per profile in one e-mail; the rest are counted ("… and 12 more"). */
export const DIGEST_MATCHES_PER_PROFILE = 10;
const USERS_PER_BATCH = 200;
const FALLBACK_ZONE = 'Europe/Berlin';

type Claimed = {
  user_id: string;
  profile_id: string;
  name: string;
  item_id: string;
  score: number | null;
  label: string | null;
  detail: string | null;
};

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The e-mail part of matching: at most one digest per person and day (the day in their time zone),
 * listing every match not yet e-mailed across all their profiles with "notify on match". The day is
 * claimed first (`match_digests`, unique per user and day) and the matches in the UPDATE that reads
 * them (`emailed_at`), so two runs at once send each digest once and each match in one digest.
 * Matches of profiles without "notify on match", and of people who switched match e-mails off, are
 * claimed without a mail. Matches found after today's digest wait for tomorrow's. `onlyUsers`
 * limits the work to some readers ("check now"). Returns the number of e-mails sent.
 */
export async function sendMatchDigests(
  deps: DigestDeps,
  kind: MatchKind,
  now: Date,
  onlyUsers?: string[],
): Promise<number> {
  const { db } = deps;
  const k = MATCH_KINDS[kind];
  const at = sql`${now.toISOString()}::timestamptz`;
  const pending = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select distinct ${k.owner} as user_id
      from ${k.matches} m join ${k.profiles} sp on sp.id = m.search_profile_id
      where m.emailed_at is null ${onlyUsers ? sql`and ${k.owner} = any(${uuidArray(onlyUsers)})` : sql``}`),
  )
    .map((r) => r.user_id)
    .filter(Boolean);
  let sent = 0;
  for (let i = 0; i < pending.length; i += USERS_PER_BATCH) {
    const users = pending.slice(i, i + USERS_PER_BATCH);
    // Nobody to tell: profiles without "notify on match", readers who switched match e-mails off.
    await db.execute(sql`
      update ${k.matches} m set emailed_at = ${at}
      from ${k.profiles} sp
      where sp.id = m.search_profile_id and m.emailed_at is null and ${k.owner} = any(${uuidArray(users)})
        and (not sp.notify_on_match or exists (
          select 1 from notification_preferences np
          where np.user_id = ${k.owner} and np.type = 'match_found' and not np.email))`);
    const digests = rowsOf<{ id: string; user_id: string }>(
      await db.execute(sql`
        insert into match_digests (user_id, day)
        select u.id, (${at} at time zone coalesce(u.timezone, ${FALLBACK_ZONE}))::date
        from users u
        where u.id = any(${uuidArray(users)})
          and exists (select 1 from ${k.matches} m join ${k.profiles} sp on sp.id = m.search_profile_id
                      where m.emailed_at is null and ${k.owner} = u.id)
        on conflict (user_id, day) do nothing
        returning id, user_id`),
    );
    if (digests.length === 0) continue;
    const winners = digests.map((d) => d.user_id);
    const claimed = rowsOf<Claimed>(await db.execute(claimStatement(kind, at, winners)));
    const people = rowsOf<{ id: string; name: string; email: string; locale: 'en' | 'de' }>(
      await db.execute(sql`select id, name, email, locale from users where id = any(${uuidArray(winners)})`),
    );
    const byUser = new Map<string, Claimed[]>();
    for (const row of claimed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    const summary: { id: string; profile_ids: string[]; match_count: number }[] = [];
    for (const digest of digests) {
      const person = people.find((p) => p.id === digest.user_id);
      const rows = byUser.get(digest.user_id) ?? [];
      if (!person || rows.length === 0) continue;
      const profiles = groupByProfile(rows);
      summary.push({ id: digest.id, profile_ids: profiles.map((p) => p.id), match_count: rows.length });
      await sendDigest(deps, kind, person, profiles, digest.id);
      sent += 1;
    }
    if (summary.length)
      await db.execute(sql`
        update match_digests d set profile_ids = x.profile_ids, match_count = x.match_count
        from jsonb_to_recordset(${JSON.stringify(summary)}::jsonb) as x(id uuid, profile_ids uuid[], match_count int)
        where d.id = x.id`);
  }
  return sent;
}

/** Claims the readers' matches not yet e-mailed and reads what the mail says of each (never a candidate's name). */
function claimStatement(kind: MatchKind, at: ReturnType<typeof sql>, users: string[]) {
  const k = MATCH_KINDS[kind];
  const claim = sql`
    update ${k.matches} m set emailed_at = ${at}
    from ${k.profiles} sp
    where sp.id = m.search_profile_id and m.emailed_at is null and sp.notify_on_match
      and ${k.owner} = any(${uuidArray(users)})
    returning ${k.owner} as user_id, sp.id as profile_id, sp.name, m.${k.item} as item_id, m.score`;
  return kind === 'training'
    ? sql`with claimed as (${claim})
        select c.*, l.title as label, concat_ws(', ', co.name, l.location) as detail
        from claimed c join listings l on l.id = c.item_id join companies co on co.id = l.company_id
        order by c.user_id, c.name, c.profile_id, c.score desc nulls last, l.created_at desc`
    : sql`with claimed as (${claim})
        select c.*, null as label,
               concat_ws(', ', 'Deutsch/German ' || cp.german_level::text, cp.location, cp.country) as detail
        from claimed c join candidate_profiles cp on cp.user_id = c.item_id
        order by c.user_id, c.name, c.profile_id, c.score desc nulls last, cp.created_at desc`;
}

type ProfileGroup = { id: string; name: string; rows: Claimed[] };

function groupByProfile(rows: Claimed[]): ProfileGroup[] {
  const groups = new Map<string, ProfileGroup>();
  for (const row of rows) {
    const group = groups.get(row.profile_id) ?? { id: row.profile_id, name: row.name, rows: [] };
    group.rows.push(row);
    groups.set(row.profile_id, group);
  }
  return [...groups.values()];
}

async function sendDigest(
  deps: DigestDeps,
  kind: MatchKind,
  person: { id: string; name: string; email: string; locale: 'en' | 'de' },
  groups: ProfileGroup[],
  digestId: string,
) {
  const { config } = deps;
  const k = MATCH_KINDS[kind];
  const base = `${config.publicUrl}${person.locale === 'de' ? '/de' : ''}`;
  const de = person.locale === 'de';
  const profiles: DigestProfile[] = groups.map((group) => ({
    name: group.name,
    matches: group.rows.slice(0, DIGEST_MATCHES_PER_PROFILE).map((row) =>
      kind === 'training'
        ? { label: row.label ?? '', detail: row.detail ?? '', url: `${base}/jobs/${row.item_id}` }
        : {
            label: `${de ? 'Bewerber' : 'Candidate'} ${candidateCode(row.item_id)}`,
            detail: (row.detail ?? '').replace('Deutsch/German', de ? 'Deutsch' : 'German'),
            url: `${base}/candidate/${row.item_id}`,
          },
    ),
    more: Math.max(0, group.rows.length - DIGEST_MATCHES_PER_PROFILE),
    unsubscribeUrl: unsubscribeUrl(
      config.publicUrl,
      unsubscribeToken(config.authSecret, { kind: k.tokenKind, id: group.id }),
    ),
  }));
  const oneClick = unsubscribeUrl(config.publicUrl, unsubscribeToken(config.authSecret, { kind: 'd', id: digestId }));
  try {
    await deps.mailer.send({
      to: person.email,
      locale: person.locale,
      // The candidates an employer's digest points to, so their account's deletion finds the copy.
      mentions: kind === 'candidate' ? groups.flatMap((g) => g.rows.map((row) => row.item_id)) : [],
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...matchDigestEmail(person.locale, {
        name: person.name,
        profiles,
        pageUrl: `${base}${k.link}`,
        settingsUrl: `${base}/notification-settings`,
      }),
    });
  } catch (err) {
    deps.log.error({ err, kind }, 'match digest e-mail could not be sent');
  }
}
