import type { UserRole } from '@azubi/shared/auth/schemas';

/** Who is making a request: the signed-in user as our routes and use cases see them. */
export type Actor = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: UserRole | null;
  emailVerified: boolean;
  locale: 'en' | 'de';
};
