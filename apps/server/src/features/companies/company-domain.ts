import { getDomain } from 'tldts';
import { organisationDomainOf } from '../../mail/mailbox-domains';

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
 * website's, and it is a domain an organisation can own: never a mailbox provider (gmail.com,
 * yahoo.fr, fastmail.com, …), a disposable-mail service or a public suffix, whatever the website
 * says (mail/mailbox-domains.ts reads the maintained lists). Everything else goes to a moderator.
 */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  if (!website) return false;
  const emailDomain = organisationDomainOf(email);
  if (!emailDomain) return false;
  let websiteHost: string;
  try {
    websiteHost = new URL(website).hostname;
  } catch {
    return false;
  }
  return registrableDomain(websiteHost) === emailDomain;
}

/** Whether a company's website is on a domain no company can own (a mailbox provider, …). */
export function websiteOnSharedDomain(website: string | null): boolean {
  if (!website) return false;
  let host: string;
  try {
    host = new URL(website).hostname;
  } catch {
    return false;
  }
  return organisationDomainOf(`x@${host}`) === null;
}
