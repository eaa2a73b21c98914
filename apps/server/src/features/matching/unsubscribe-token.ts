import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a one-click unsubscribe token switches off: one training search profile (`t`), one
 * candidate search profile (`c`), or the profiles one e-mail digest listed (`d`, the digest's id;
 * its `List-Unsubscribe` header). The token is the target and an HMAC of it with the server's
 * secret, so it needs no storage and cannot be turned into another profile's token.
 */
export type UnsubscribeTarget = { kind: 't' | 'c' | 'd'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, target: UnsubscribeTarget): string {
  return createHmac('sha256', secret)
    .update(`search-profile-unsubscribe:${target.kind}:${target.id}`)
    .digest('base64url');
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${target.kind}.${target.id}.${signature(secret, target)}`;
}

/** The target of a token this server signed; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [kind, id, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !sig || !id || !UUID.test(id)) return null;
  if (kind !== 't' && kind !== 'c' && kind !== 'd') return null;
  const expected = Buffer.from(signature(secret, { kind, id }));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, id } : null;
}

/** The address of the unsubscribe route for a token (the e-mail's link and List-Unsubscribe header). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/search-profiles/unsubscribe?token=${encodeURIComponent(token)}`;
}
