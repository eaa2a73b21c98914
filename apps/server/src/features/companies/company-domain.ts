import { PERSONAL_EMAIL_DOMAINS } from '@azubi/shared/auth/personal-email-domains';
import { getDomain } from 'tldts';

/**
 * The registrable domain of a host or address (`jobs.klinikum.de` → `klinikum.de`,
 * `www.klinik.co.uk` → `klinik.co.uk`), read from the public suffix list (tldts), private suffixes
 * included so that two `*.github.io` sites are two domains. Null for hosts without one.
 */
export function registrableDomain(hostOrUrl: string): string | null {
  return getDomain(hostOrUrl.toLowerCase(), { allowPrivateDomains: true }) ?? null;
}

/**
 * Spec §4 "verified (email-domain match with website)": the e-mail's registrable domain is the
 * website's. A personal mail domain (gmail.com, web.de, gmx.de, outlook.com, …) never matches,
 * whatever the website says.
 */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  if (!website) return false;
  const host = email.trim().toLowerCase().split('@')[1] ?? '';
  if (!host || PERSONAL_EMAIL_DOMAINS.has(host)) return false;
  const emailDomain = registrableDomain(host);
  if (!emailDomain || PERSONAL_EMAIL_DOMAINS.has(emailDomain)) return false;
  let websiteHost: string;
  try {
    websiteHost = new URL(website).hostname;
  } catch {
    return false;
  }
  return registrableDomain(websiteHost) === emailDomain;
}
