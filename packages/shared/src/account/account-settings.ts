import { EmailSchema, NameSchema, PasswordSchema } from '../auth/schemas';
import { z } from '../zod';

/**
 * Account settings (issue 19, spec §2 /azubi-settings; the same page for every role): name,
 * e-mail (changed once confirmed on the new address), password (ends the other sessions),
 * language and time zone (PUT /api/me/locale, PUT /api/me/timezone, as before), and the active
 * sessions. Messages are keys of the shared `account` namespace.
 *
 * Routes (apps/server/src/features/account/routes.ts), every signed-in user, for their own account:
 *   PUT    /api/me/name                  UpdateNameSchema → { message }
 *   POST   /api/me/email-change          ChangeEmailSchema → { message } (a link to the new address)
 *   POST   /api/me/email-change/confirm  ConfirmEmailChangeSchema → { message } (the link's token; signed in or not)
 *   PUT    /api/me/password              ChangePasswordSchema → { message } (other sessions end)
 *   GET    /api/me/sessions              → SessionListSchema
 *   DELETE /api/me/sessions/:id          → SessionListSchema (not the current one: sign out for that)
 */
export const UpdateNameSchema = z.object({ name: NameSchema });
export type UpdateNameInput = z.input<typeof UpdateNameSchema>;

export const ChangeEmailSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }),
});
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;

export const ConfirmEmailChangeSchema = z.object({
  token: z
    .string({ message: 'account.emailChangeInvalid' })
    .min(10, { message: 'account.emailChangeInvalid' })
    .max(100),
});

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const SessionListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().nullable(),
      /** The session of this request. */
      current: z.boolean(),
    }),
  ),
});
export type SessionList = z.infer<typeof SessionListSchema>;
