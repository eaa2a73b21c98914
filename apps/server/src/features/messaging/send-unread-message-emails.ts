import { calledNameOf } from '@azubi/shared/profile/called-name';
import { translate } from '@azubi/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { notificationEmail } from '../../mail/templates/notification-emails';
import type { NotifyDeps } from '../../platform/notify/notify';
import { anonymousCandidateName, revealedCandidates } from './conversation-people';
import { conversationLink } from './notify-new-message';

/** A message is mailed about only if it is still unread this long after it was sent. */
export const UNREAD_EMAIL_DELAY_MS = 15 * 60 * 1000;
/** At most one such e-mail per conversation and recipient in this time. */
export const UNREAD_EMAIL_EVERY_MS = 60 * 60 * 1000;

type Due = {
  conversation_id: string;
  user_id: string;
  last_seq: number;
  side: 'candidate' | 'company';
  company_id: string;
  candidate_id: string;
  company_name: string;
  candidate_name: string;
  subject: string | null;
};

/**
 * The "new message" e-mails (docs/decisions/README.md notification types; issue 14): for each person with a
 * message from the other side that is still unread 15 minutes after it was sent and not yet
 * mailed about, unless they switched message e-mails off, at most one per conversation an hour, in
 * their language. Each mail is claimed in one statement first, so instances sweeping at the same
 * time send it once. Returns how many went out.
 */
export async function sendUnreadMessageEmails(deps: NotifyDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const readyBefore = new Date(now.getTime() - UNREAD_EMAIL_DELAY_MS).toISOString();
  const mailedBefore = new Date(now.getTime() - UNREAD_EMAIL_EVERY_MS).toISOString();
  const due = rowsOf<Due>(
    await db.execute(sql`
      with recipients as (
        select c.id as conversation_id, c.candidate_id as user_id, 'candidate' as side, 'company' as from_side
        from conversations c
        union all
        select c.id, cm.user_id, 'company', 'candidate'
        from conversations c join company_members cm on cm.company_id = c.company_id
      )
      select r.conversation_id, r.user_id, r.side, c.last_seq, c.company_id, c.candidate_id, c.subject,
        co.name as company_name, cu.name as candidate_name
      from recipients r
      join conversations c on c.id = r.conversation_id
      join companies co on co.id = c.company_id
      join users cu on cu.id = c.candidate_id
      left join conversation_reads cr on cr.conversation_id = r.conversation_id and cr.user_id = r.user_id
      left join conversation_email_notices n on n.conversation_id = r.conversation_id and n.user_id = r.user_id
      left join notification_preferences p on p.user_id = r.user_id and p.type = 'message_received'
      where coalesce(p.email, true)
        and (n.emailed_at is null or n.emailed_at <= ${mailedBefore})
        and exists (
          select 1 from messages m
          where m.conversation_id = r.conversation_id and m.sender_side::text = r.from_side
            and m.seq > greatest(coalesce(cr.seen_seq, 0), coalesce(n.emailed_seq, 0))
            and m.created_at <= ${readyBefore})
      limit 500`),
  );
  let sent = 0;
  for (const row of due) {
    const claimed = rowsOf(
      await db.execute(sql`
        insert into conversation_email_notices (conversation_id, user_id, emailed_seq, emailed_at)
        values (${row.conversation_id}, ${row.user_id}, ${row.last_seq}, ${now.toISOString()})
        on conflict (conversation_id, user_id) do update
          set emailed_seq = excluded.emailed_seq, emailed_at = excluded.emailed_at
          where conversation_email_notices.emailed_at <= ${mailedBefore}
        returning user_id`),
    );
    if (claimed.length === 0) continue;
    if (await mail(deps, row)) sent += 1;
  }
  return sent;
}

async function mail(deps: NotifyDeps, row: Due): Promise<boolean> {
  const { db, mailer, config, log } = deps;
  const [user] = rowsOf<{ email: string; name: string; called_name: string | null; locale: 'en' | 'de' }>(
    await db.execute(sql`select email, name, called_name, locale from users where id = ${row.user_id}`),
  );
  if (!user) return false;
  const locale = user.locale === 'de' ? 'de' : 'en';
  let senderName = row.company_name;
  if (row.side === 'company') {
    const revealed = await revealedCandidates(db, row.company_id, [row.candidate_id]);
    senderName = revealed.has(row.candidate_id) ? row.candidate_name : anonymousCandidateName(row.candidate_id, locale);
  }
  const url = `${config.publicUrl}${locale === 'de' ? '/de' : ''}${conversationLink(row.side, row.conversation_id)}`;
  try {
    await mailer.send({
      to: user.email,
      locale,
      mentions: row.side === 'company' ? [row.candidate_id] : [],
      ...notificationEmail(locale, {
        type: 'message_received',
        data: { senderName, subject: row.subject || translate(locale, 'messaging.noSubject') },
        name: calledNameOf(user.name, user.called_name),
        url,
      }),
    });
    return true;
  } catch (err) {
    log.error({ err, type: 'message_received' }, 'message e-mail could not be sent');
    return false;
  }
}

function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
