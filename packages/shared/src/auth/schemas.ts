import { z } from '../zod';
import { isCommonPassword } from './common-passwords';
import { SIGN_UP_ROLES, TEAM_ROLES, USER_ROLES } from './roles';

// The roles and where each goes, without zod, for the browser's screens (ADR 0033).
export {
  homePathForRole,
  SIGN_UP_ROLES,
  TEAM_ROLES,
  USER_ROLES,
  type SignUpRole,
  type TeamRole,
  type UserRole,
} from './roles';

/**
 * Account rules of spec §5 and docs/decisions/README.md, used by the sign-up form and the server alike. The
 * messages are keys of the shared catalog (`auth.*`), translated on each side; zod reports the
 * checks in order and each side shows only the first failing message of a field.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;

export const EmailSchema = z
  .string({ message: 'auth.emailInvalid' })
  .trim()
  .pipe(z.email({ message: 'auth.emailInvalid' }).max(EMAIL_MAX, { message: 'auth.emailTooLong' }));

export const PasswordSchema = z
  .string({ message: 'auth.passwordTooShort' })
  .min(PASSWORD_MIN, { message: 'auth.passwordTooShort' })
  .max(PASSWORD_MAX, { message: 'auth.passwordTooLong' })
  .regex(/[A-Z]/, { message: 'auth.passwordUppercase' })
  .regex(/[0-9]/, { message: 'auth.passwordNumber' })
  .refine((value) => !isCommonPassword(value), { message: 'auth.passwordCommon' });

/**
 * Letters of any script (the platform serves candidates from everywhere), including umlauts and
 * ß, plus space, apostrophe and hyphen. Combining marks count as letters (Vietnamese, Hindi …).
 */
export const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;

export const NameSchema = z
  .string({ message: 'auth.nameTooShort' })
  .trim()
  .pipe(
    z
      .string()
      .min(NAME_MIN, { message: 'auth.nameTooShort' })
      .max(NAME_MAX, { message: 'auth.nameTooLong' })
      .regex(NAME_PATTERN, { message: 'auth.nameLetters' }),
  );

export const SignUpRoleSchema = z.enum(SIGN_UP_ROLES, { message: 'auth.portalRequired' });
export const InvitationTokenSchema = z.uuid({ message: 'auth.invitationInvalid' });

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  fullName: NameSchema,
  role: SignUpRoleSchema,
  invitationToken: InvitationTokenSchema.optional(),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }),
  invitationToken: InvitationTokenSchema.optional(),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ message: 'auth.enterValidEmail' })
    .trim()
    .pipe(z.email({ message: 'auth.enterValidEmail' }).max(EMAIL_MAX, { message: 'auth.emailTooLong' })),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const VerifyEmailSchema = z.object({ token: z.uuid({ message: 'auth.verificationInvalid' }) });

export const ResendVerificationSchema = z.object({ email: EmailSchema.optional() });

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    /** The name they are called by (header, greetings): chosen, or the first word of the full name. */
    calledName: z.string(),
    avatarUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES).nullable(),
    locale: z.enum(['en', 'de']),
    /** The IANA zone the user chose or the browser set; null until either happened. */
    timezone: z.string().nullable(),
  }),
  company: z
    .object({ id: z.string(), name: z.string(), teamRole: z.enum(TEAM_ROLES), verificationStatus: z.string() })
    .nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const AuthResultSchema = z.object({
  me: MeSchema,
  /** Page path (without language prefix) to go to next. */
  redirectTo: z.string(),
  /** A translated message to show as a toast. */
  message: z.string(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const MessageResultSchema = z.object({ message: z.string() });

export const InvitationInfoSchema = z.object({
  companyName: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;

export const CsrfTokenSchema = z.object({ token: z.string() });
