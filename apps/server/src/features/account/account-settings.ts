import type { SessionList } from '@azubi/shared/account/account-settings';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { emailChangedNoticeEmail, emailChangeEmail } from '../../mail/templates/account-emails';
import { hashPassword, verifyPassword } from '../../platform/session/password';
import type { Actor } from '../../platform/session/session';

const PREFIX = 'email-change:';
const TTL_MS = 24 * 60 * 60 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = { db: Database; actor: Actor };

async function checkPassword(db: Database, userId: string, password: string, field: string): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password })))
    throw AppError.validation({ [field]: 'account.wrongPassword' }, 'account.wrongPassword');
}

export async function updateName({ db, actor }: Deps, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, actor.userId));
}

/**
 * Asks to change the e-mail (after the password): a link valid 24 hours goes to the new address;
 * the address changes only when it is opened. A newer request replaces an older one.
 */
export async function requestEmailChange(
  { db, actor, config, mailer }: Deps & { config: Config; mailer: Mailer },
  input: { email: string; password: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  if (email === actor.email.toLowerCase())
    throw AppError.validation({ email: 'account.emailSame' }, 'account.emailSame');
  await checkPassword(db, actor.userId, input.password, 'password');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw AppError.validation({ email: 'account.emailTaken' }, 'account.emailTaken');
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(like(verifications.identifier, `${PREFIX}${actor.userId}:%`));
    await tx.insert(verifications).values({
      identifier: `${PREFIX}${actor.userId}:${email}`,
      value: digest(token),
      expiresAt: new Date(Date.now() + TTL_MS),
    });
  });
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  const locale = user?.locale ?? actor.locale;
  await mailer.send({
    to: email,
    locale,
    ...emailChangeEmail(locale, {
      name: user?.name ?? actor.name,
      url: `${config.publicUrl}${locale === 'de' ? '/de' : ''}/azubi-settings?emailToken=${token}`,
    }),
  });
}

/** Opens the link: the address changes (confirmed), the old address is told. One use only. */
export async function confirmEmailChange(
  { db, mailer }: { db: Database; mailer: Mailer },
  token: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.value, digest(token)), like(verifications.identifier, `${PREFIX}%`)));
  if (!row || row.usedAt || row.expiresAt < new Date()) throw AppError.badRequest('account.emailChangeInvalid');
  const [userId, email] = row.identifier.slice(PREFIX.length).split(':') as [string, string];
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.badRequest('account.emailChangeInvalid');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)));
  if (taken) throw AppError.validation({ email: 'account.emailTaken' }, 'account.emailTaken');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
    await tx.delete(verifications).where(eq(verifications.id, row.id));
  });
  await mailer.send({
    to: user.email,
    locale: user.locale,
    ...emailChangedNoticeEmail(user.locale, { name: user.name, newEmail: email }),
  });
}

/** Changes the password after the current one; every other session ends. */
export async function changePassword(
  { db, actor }: Deps,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await checkPassword(db, actor.userId, input.currentPassword, 'currentPassword');
  if (input.currentPassword === input.newPassword)
    throw AppError.validation({ newPassword: 'account.passwordSame' }, 'account.passwordSame');
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)));
  });
}

export async function listSessions({ db, actor }: Deps): Promise<SessionList> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return {
    items: rows.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.updatedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
      current: session.id === actor.sessionId,
    })),
  };
}

/** Ends one of the user's other sessions (a lost phone); the current one is ended by signing out. */
export async function endSession(deps: Deps, id: string): Promise<SessionList> {
  if (id === deps.actor.sessionId) throw new AppError(409, 'CONFLICT', 'account.sessionCurrent');
  const removed = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, deps.actor.userId)))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw AppError.notFound('account.sessionNotFound');
  return listSessions(deps);
}
