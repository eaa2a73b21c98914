import { INVITATION_VALID_DAYS } from '@azubi/shared/companies/team';
import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema';
import { teamInvitationEmail } from '../../mail/templates/team-emails';
import type { TeamDeps } from './team-deps';

/**
 * Sends the invitation link. The e-mail speaks the invitee's language when they already have an
 * account, otherwise the inviting admin's. Returns false (and logs) when the mail could not be sent.
 */
export async function sendInvitationEmail(
  { db, mailer, config, log, actor }: TeamDeps,
  invitation: { companyId: string; email: string; role: 'admin' | 'member'; token: string },
): Promise<boolean> {
  const [invitee] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, invitation.email.toLowerCase()));
  const locale = invitee?.locale ?? actor.locale;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const url = `${config.publicUrl}${locale === 'de' ? '/de' : ''}/auth?invitation=${invitation.token}`;
  try {
    await mailer.send({
      to: invitation.email,
      locale,
      ...teamInvitationEmail(locale, {
        inviterName: actor.name,
        companyName: company?.name ?? '',
        role: invitation.role,
        url,
        validDays: INVITATION_VALID_DAYS,
      }),
    });
    return true;
  } catch (err) {
    log.error({ err }, 'team invitation e-mail could not be sent');
    return false;
  }
}
