/**
 * "Welcome! Setting up your team access..." is shown once per invitation and tab: by the form that
 * accepted it, or by the dashboard when it is opened with `?invitation=` — not by both, and not
 * again on reload.
 */
const key = (token: string) => `azubi.invitationWelcomed.${token}`;

export function markInvitationWelcomed(token: string): void {
  try {
    sessionStorage.setItem(key(token), '1');
  } catch {
    // Storage blocked: the dashboard may welcome a second time; harmless.
  }
}

export function wasInvitationWelcomed(token: string): boolean {
  try {
    return sessionStorage.getItem(key(token)) === '1';
  } catch {
    return false;
  }
}

/** The invitation token in a path such as `/dashboard?invitation=…`, if any. */
export function invitationTokenIn(href: string): string | null {
  const cut = href.indexOf('?');
  if (cut < 0) return null;
  return new URLSearchParams(href.slice(cut + 1)).get('invitation');
}
