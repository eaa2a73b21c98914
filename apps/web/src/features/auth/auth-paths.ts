import { localizePath, type Locale } from '@azubi/shared/i18n/locales';
import type { SignUpRole } from '@azubi/shared/auth/schemas';

/** `/dashboard?invitation=x` in German → `/de/dashboard?invitation=x`: the query and hash stay. */
export function localizeHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? '' : href.slice(cut);
  return `${localizePath(path || '/', locale)}${rest}`;
}

/**
 * A page of this site to return to after sign-in, from the `redirectTo` query: only a path on
 * this site (never `//other.example` or `https://…`), without the language prefix.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline can turn `/\t/evil.example` into `//evil.example`).
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/** Pages only a company's people use: a visitor sent to sign in on the way there is an employer. */
const EMPLOYER_PAGES =
  /^\/(employer-onboarding|employer|company-settings|team-settings|subscription|candidate)(\/|\?|#|$)/;

/** The portal a sign-in on the way to `redirectTo` belongs to (language-neutral path): employer pages → employer. */
export function portalFor(redirectTo: string | null): SignUpRole | null {
  return redirectTo && EMPLOYER_PAGES.test(redirectTo) ? 'employer' : null;
}

export type AuthTab = 'sign-in' | 'sign-up';

export interface AuthPageQuery {
  role?: SignUpRole;
  tab?: AuthTab;
  invitation?: string;
  redirectTo?: string;
  /** Opens the forgot-password dialog. */
  forgot?: boolean;
}

/** The language-neutral address of the auth page with its query, e.g. `/auth?role=employer`. */
export function authHref(query: AuthPageQuery = {}): string {
  const params = new URLSearchParams();
  if (query.role) params.set('role', query.role);
  if (query.tab) params.set('tab', query.tab);
  if (query.invitation) params.set('invitation', query.invitation);
  if (query.redirectTo) params.set('redirectTo', query.redirectTo);
  if (query.forgot) params.set('forgot', '1');
  const search = params.toString();
  return search ? `/auth?${search}` : '/auth';
}
