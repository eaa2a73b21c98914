import type { SignUpInput } from '@azubi/shared/auth/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import { organisationDomainOf } from '../../mail/mailbox-domains';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Auth } from '../../platform/session/auth-instance';
import { sendVerificationEmail } from './email-verification';
import { acceptInvitation, findValidInvitation, sameEmail } from './invitations';
import { isEmployer } from '../../http/access';

export type SignUpDeps = {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  log: FastifyBaseLogger;
};

/**
 * Creates an account (spec §4, §5, §8): rate limit, invitation or corporate-domain check, the
 * account with its role, a 24-hour verification link by e-mail (a failure there is logged, not
 * fatal), the audit row. Returns better-auth's headers, which carry the new session cookie.
 */
export async function signUp(
  deps: SignUpDeps,
  input: SignUpInput & { locale: 'en' | 'de' },
  context: AuditContext,
  headers: Headers,
) {
  const { db, auth, rateLimits, log } = deps;
  const email = input.email.toLowerCase();

  const byAddress = () =>
    checkRateLimit(rateLimits, RATE_LIMITS.signup, [`ip:${context.ipAddress}`, `account:${email}`]);
  const refuseOver = async (limit: Awaited<ReturnType<typeof checkRateLimit>>) => {
    if (limit.allowed) return;
    await recordAuditEvent(
      db,
      { action: 'security_event', context, details: { type: 'rate_limit_exceeded', limit: 'signup', email } },
      log,
    );
    throw AppError.rateLimited('auth.tooManySignups', limit.retryAfterSeconds);
  };
  let invitation: Awaited<ReturnType<typeof findValidInvitation>> | null = null;
  if (input.invitationToken) {
    try {
      invitation = await findValidInvitation(db, input.invitationToken);
    } catch (err) {
      // A wrong or used link counts against the address like any other sign-up.
      await refuseOver(await byAddress());
      throw err;
    }
  }
  // A valid invitation for this address has its own limit (per invitation and address), so
  // colleagues joining from one office network never meet the per-address sign-up limit.
  const invited = invitation !== null && sameEmail(invitation.email, email);
  await refuseOver(
    invited
      ? await checkRateLimit(rateLimits, RATE_LIMITS.invitationSignup, [
          `invitation:${invitation!.id}`,
          `account:${email}`,
        ])
      : await byAddress(),
  );

  if (invitation && !sameEmail(invitation.email, email)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'auth.invitationSignUpEmail',
      {},
      { email: 'auth.invitationSignUpEmail' },
    );
  }
  // An invitation forces the employer portal; without one, employers need a corporate address:
  // not a mailbox provider, a disposable-mail service or a public suffix (the list verification uses).
  const role = invitation ? 'team_member' : input.role;
  if (!invitation && isEmployer(role) && !organisationDomainOf(email)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'auth.corporateEmailRequired',
      {},
      { email: 'auth.corporateEmailRequired' },
    );
  }

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new AppError(409, 'CONFLICT', 'auth.emailTaken', {}, { email: 'auth.emailTaken' });

  let result;
  try {
    result = await auth.api.signUpEmail({
      body: { email, password: input.password, name: input.fullName, role, locale: input.locale },
      headers,
      returnHeaders: true,
    });
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'sign-up failed');
    throw new AppError(500, 'INTERNAL', 'auth.signUpFailed');
  }
  const user = result.response?.user;
  if (!user) throw new AppError(500, 'INTERNAL', 'auth.signUpNoUser');

  if (invitation) await acceptInvitation(db, invitation, user.id);

  await recordAuditEvent(
    db,
    {
      action: 'user_signup',
      userId: user.id,
      context,
      resourceType: 'user',
      resourceId: user.id,
      details: { role, invited: Boolean(invitation) },
    },
    log,
  );

  try {
    await sendVerificationEmail(deps, { id: user.id, email, name: input.fullName, locale: input.locale });
  } catch (err) {
    // Spec §8: a failed verification e-mail is logged and does not stop sign-up.
    log.error({ err }, 'verification e-mail could not be sent');
  }

  return { userId: user.id, role, headers: result.headers, invited: Boolean(invitation) };
}
