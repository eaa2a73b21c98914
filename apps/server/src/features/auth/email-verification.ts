import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users, verifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { verificationEmail } from '../../mail/templates/auth-emails';

/** Verification links are valid 24 hours (spec §9). */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'email-verification:';

/** Only a hash of the token is stored: a leaked table does not verify anyone's address. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = { db: Database; config: Config; mailer: Mailer };

/**
 * Creates a verification token (a random UUID, spec §3) valid for 24 hours and mails the link
 * `/auth-callback?token=…` in the user's language.
 */
export async function sendVerificationEmail(
  { db, config, mailer }: Deps,
  user: { id: string; email: string; name: string; locale: 'en' | 'de' },
) {
  const token = crypto.randomUUID();
  await db.insert(verifications).values({
    identifier: `${PREFIX}${user.id}`,
    value: digest(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const url = `${config.publicUrl}${user.locale === 'de' ? '/de' : ''}/auth-callback?token=${token}`;
  await mailer.send({
    to: user.email,
    locale: user.locale,
    ...verificationEmail(user.locale, { fullName: user.name, url }),
  });
  return { token, url };
}

async function findToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.value, digest(token)), like(verifications.identifier, `${PREFIX}%`)));
  return row ? { ...row, userId: row.identifier.slice(PREFIX.length) } : undefined;
}

/** Marks the address verified. An unknown, used or expired link gets its own message. */
export async function verifyEmail(
  { db }: { db: Database },
  token: string,
): Promise<{ userId: string; alreadyVerified: boolean }> {
  const row = await findToken(db, token);
  if (!row) throw new AppError(400, 'BAD_REQUEST', 'auth.verificationInvalid');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError(400, 'BAD_REQUEST', 'auth.verificationInvalid');
  if (row.usedAt) {
    if (user.emailVerified) return { userId: user.id, alreadyVerified: true };
    throw new AppError(409, 'CONFLICT', 'auth.verificationUsed');
  }
  if (row.expiresAt.getTime() < Date.now()) throw new AppError(410, 'BAD_REQUEST', 'auth.verificationExpired');
  await db.transaction(async (tx) => {
    await tx.update(verifications).set({ usedAt: new Date() }).where(eq(verifications.id, row.id));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  });
  return { userId: user.id, alreadyVerified: user.emailVerified };
}

/** The user a (possibly expired) verification link belongs to, so a new link can be sent without typing. */
export async function userForVerificationToken(db: Database, token: string) {
  const row = await findToken(db, token);
  if (!row) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  return user;
}
