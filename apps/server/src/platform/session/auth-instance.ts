import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail } from '../../mail/templates/auth-emails';
import { hashPassword, verifyPassword } from './password';
import { forgetSessionsOf } from './session-cache';

/** Header through which our routes hand better-auth the client address Fastify determined (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = 'x-azubi-client-ip';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

type Logger = { error: (obj: object, msg: string) => void };

/**
 * better-auth does the security-sensitive parts: password hashing and checking (argon2id, ours),
 * sessions in httpOnly cookies with a fresh id at each sign-in, sign-out on the server, and reset
 * tokens. It is not mounted as HTTP routes: our own routes (routes.ts) call `auth.api.*` so the
 * spec's validation messages, rate limits, invitations and audit log stay ours.
 */
export function createAuth({ db, config, mailer, log }: { db: Database; config: Config; mailer: Mailer; log: Logger }) {
  return betterAuth({
    appName: 'Azubi Connect',
    baseURL: `${config.publicUrl}/api/auth`,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: true },
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // The ended sessions are forgotten by every instance's session cache too (issue 31).
      async onPasswordReset({ user }) {
        await forgetSessionsOf(db, user.id);
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, token }) {
        const locale = (user as { locale?: string }).locale === 'de' ? 'de' : 'en';
        const url = `${config.publicUrl}${locale === 'de' ? '/de' : ''}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await mailer.send({ to: user.email, locale, ...passwordResetEmail(locale, { fullName: user.name, url }) });
        } catch (err) {
          // Enumeration-safe: the visitor sees the same answer whether or not mail went out.
          log.error({ err }, 'password reset e-mail could not be sent');
        }
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'azubi',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
