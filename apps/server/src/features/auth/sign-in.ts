import type { SignInInput } from '@azubi/shared/auth/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Auth } from '../../platform/session/auth-instance';
import { acceptInvitation, findValidInvitation, sameEmail } from './invitations';

export type SignInDeps = { db: Database; auth: Auth; rateLimits: RateLimitStore; log: FastifyBaseLogger };

/**
 * Signs in with e-mail and password (spec §4, §8): 5 attempts per 15 minutes per client address
 * and per account, "Error signing in" whatever went wrong (no hint whether the account exists),
 * failed logins and refusals in the audit log, a new session on success.
 */
export async function signIn(deps: SignInDeps, input: SignInInput, context: AuditContext, headers: Headers) {
  const { db, auth, rateLimits, log } = deps;
  const email = input.email.toLowerCase();
  const accountKey = `account:${email}`;

  const limit = await checkRateLimit(rateLimits, RATE_LIMITS.login, [`ip:${context.ipAddress}`, accountKey]);
  if (!limit.allowed) {
    await recordAuditEvent(
      db,
      { action: 'security_event', context, details: { type: 'rate_limit_exceeded', limit: 'login', email } },
      log,
    );
    throw AppError.rateLimited('auth.tooManyLogins', limit.retryAfterSeconds);
  }

  const invitation = input.invitationToken ? await findValidInvitation(db, input.invitationToken) : null;
  if (invitation && !sameEmail(invitation.email, email)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'auth.invitationSignInEmail',
      {},
      { email: 'auth.invitationSignInEmail' },
    );
  }

  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
  } catch {
    await recordAuditEvent(db, { action: 'security_event', context, details: { type: 'failed_login', email } }, log);
    throw new AppError(401, 'UNAUTHENTICATED', 'auth.signInFailed');
  }
  const user = result.response?.user;
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.signInFailed');
  // A suspended account (issue 19): the password was right, so it may be told why; the session
  // just made is ended at once and no cookie is sent.
  const [account] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, user.id));
  if (account?.banned) {
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAuditEvent(
      db,
      { action: 'security_event', userId: user.id, context, details: { type: 'suspended_sign_in', email } },
      log,
    );
    throw AppError.forbidden('auth.accountSuspended');
  }
  // Activity for the retention rule (inactive accounts); a sign-in cancels a deletion warning.
  await db.update(users).set({ lastActiveAt: new Date(), deletionWarnedAt: null }).where(eq(users.id, user.id));

  // The account is proven: its counter starts again (the address counter keeps running).
  await rateLimits.reset(`${RATE_LIMITS.login.name}:${accountKey}`);
  if (invitation) await acceptInvitation(db, invitation, user.id);
  await recordAuditEvent(
    db,
    { action: 'user_login', userId: user.id, context, resourceType: 'user', resourceId: user.id },
    log,
  );
  return { userId: user.id, headers: result.headers, invited: Boolean(invitation) };
}
