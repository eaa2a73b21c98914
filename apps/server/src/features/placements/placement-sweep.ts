import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { renderEmail } from '../../mail/templates/layout';
import { placementDigestContent, type DigestItem } from '../../mail/templates/placement-emails';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import type { PlacementRow } from './placement-access';
import { peopleOf, placementLink } from './placement-notices';
import { berlinToday } from './placement-view';

const DAY_MS = 24 * 60 * 60 * 1000;

type DueStep = {
  placement_id: string;
  key: string;
  owner: 'candidate' | 'company' | 'both';
  due_date: string;
  candidate_id: string;
  company_id: string;
  listing_title: string;
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Step reminders (issue 20): a step with a due date reminds its owner side 7 days and 1 day
 * before, in each person's language and zone. Each reminder is claimed in the UPDATE that finds it
 * (`reminded_for` = due date and which reminder), so it goes out once with several instances; a
 * changed due date starts over (update-step clears the mark). A step due in 3 days that never had
 * the 7-day reminder gets it now. Only open or in-progress steps of active placements.
 */
export async function sendPlacementReminders(deps: NotifyDeps, now: Date): Promise<number> {
  const today = berlinToday(now);
  const stage = sql`(case when s.due_date - ${today}::date <= 1 then '1' else '7' end)`;
  const due = rowsOf<DueStep>(
    await deps.db.execute(sql`
      with claimed as (
        update placement_steps s set reminded_for = s.due_date::text || ':' || ${stage}
        from placements p
        where p.id = s.placement_id and p.status = 'active' and s.state in ('open', 'in_progress')
          and s.due_date between ${today}::date and ${today}::date + 7
          and s.reminded_for is distinct from s.due_date::text || ':' || ${stage}
          and s.reminded_for is distinct from s.due_date::text || ':1'
        returning s.placement_id, s.key, s.owner, s.due_date::text as due_date, p.candidate_id, p.company_id, p.listing_id
      )
      select c.placement_id, c.key, c.owner, c.due_date, c.candidate_id, c.company_id, l.title as listing_title
      from claimed c join listings l on l.id = c.listing_id`),
  );
  let sent = 0;
  for (const step of due) {
    const placement = {
      id: step.placement_id,
      candidateId: step.candidate_id,
      companyId: step.company_id,
    } as PlacementRow;
    const sides = step.owner === 'both' ? (['candidate', 'company'] as const) : ([step.owner] as const);
    for (const side of sides)
      for (const userId of await peopleOf(deps.db, placement, side)) {
        await notify(deps, {
          userId,
          type: 'placement_reminder',
          data: {
            placementId: step.placement_id,
            stepKey: step.key,
            dueDate: step.due_date,
            listingTitle: step.listing_title,
          },
          link: placementLink(side, step.placement_id),
        });
        sent += 1;
      }
  }
  return sent;
}

/**
 * The daily digest (issue 20: "a daily e-mail digest at most"): each person with placement
 * changes not yet mailed, and no digest in the last 24 hours, gets one e-mail listing them in
 * their language. The rows are claimed by setting `emailed_at`, so each change is mailed once; a
 * person who switched placement e-mails off has them claimed without a mail.
 */
export async function sendPlacementDigests(deps: NotifyDeps, now: Date): Promise<number> {
  const { db } = deps;
  const since = new Date(now.getTime() - DAY_MS);
  const ready = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select distinct n.user_id from notifications n
      where n.type = 'placement_updated' and n.emailed_at is null
        and not exists (select 1 from notifications d where d.user_id = n.user_id and d.type = 'placement_updated'
                        and d.emailed_at > ${since.toISOString()}::timestamptz)`),
  ).map((row) => row.user_id);
  if (ready.length === 0) return 0;
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      and(
        eq(notifications.type, 'placement_updated'),
        isNull(notifications.emailedAt),
        inArray(notifications.userId, ready),
      ),
    )
    .returning({
      userId: notifications.userId,
      data: notifications.data,
      link: notifications.link,
      createdAt: notifications.createdAt,
    });
  const off = new Set(
    (
      await db
        .select({ userId: notificationPreferences.userId })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, ready),
            eq(notificationPreferences.type, 'placement_updated'),
            eq(notificationPreferences.email, false),
          ),
        )
    ).map((row) => row.userId),
  );
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ready));
  let sent = 0;
  for (const person of people) {
    if (off.has(person.id)) continue;
    const rows = claimed
      .filter((row) => row.userId === person.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (rows.length === 0) continue;
    const de = person.locale === 'de';
    const content = placementDigestContent(
      person.locale,
      // A notice that combined several changes (recordPlacementNotice) lists each of them.
      rows.flatMap((row) => {
        const { earlier, ...latest } = row.data as { earlier?: unknown[] };
        return [...(earlier ?? []), latest] as unknown as DigestItem[];
      }),
    );
    const link = rows[rows.length - 1]?.link ?? '/dashboard';
    try {
      await deps.mailer.send({
        to: person.email,
        locale: person.locale,
        ...renderEmail(
          {
            ...content,
            greeting: de ? `Hallo ${person.name},` : `Hello ${person.name},`,
            action: {
              label: de ? 'Tracker öffnen' : 'Open the tracker',
              url: `${deps.config.publicUrl}${de ? '/de' : ''}${link}`,
            },
            footer: de
              ? 'Du bekommst diese E-Mail höchstens einmal am Tag. Ändern kannst du das in den Benachrichtigungseinstellungen.'
              : 'You get this email at most once a day. You can change this in your notification settings.',
          },
          person.locale,
        ),
      });
      sent += 1;
    } catch (err) {
      deps.log.error({ err }, 'placement digest could not be sent');
    }
  }
  return sent;
}
