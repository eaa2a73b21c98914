import { DOMAINS as FREE_MAIL_DOMAINS } from 'free-email-domains-list/build/src/constants.js';
import mailchecker from 'mailchecker';
import { getDomain, parse } from 'tldts';

/**
 * Which e-mail domains stand for an organisation of their own, from maintained lists rather than
 * a hand list (docs/decisions/README.md, "Company verification by domain"; issue 27):
 * - mailbox providers (gmail.com, yahoo.fr, fastmail.com, web.de, …): `free-email-domains-list`;
 * - disposable-mail services (mailinator.com, …): `mailchecker`;
 * - public suffixes (co.uk, github.io, …): the public suffix list through `tldts`.
 * An address on any of these says nothing about the company it claims to be.
 */
const FREE_MAIL: ReadonlySet<string> = FREE_MAIL_DOMAINS;
const DISPOSABLE: ReadonlySet<string> = mailchecker.blacklist();

/**
 * The host and each parent domain of it down to its registrable domain (`mail.yahoo.fr` →
 * `mail.yahoo.fr`, `yahoo.fr`; never the bare suffix `fr`).
 */
function hostAndParents(host: string): string[] {
  const labels = host.split('.');
  const registrable = getDomain(host, { allowPrivateDomains: true });
  const depth = registrable ? registrable.split('.').length : labels.length;
  return labels.slice(0, labels.length - depth + 1).map((_, index) => labels.slice(index).join('.'));
}

/** The host part of an address (`HR@Jobs.Klinikum.DE` → `jobs.klinikum.de`), or '' without one. */
export function hostOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

/** Whether the host, or a domain it belongs to, is a mailbox provider or a disposable-mail service. */
export function isMailboxProviderHost(host: string): boolean {
  return hostAndParents(host.toLowerCase()).some((domain) => FREE_MAIL.has(domain) || DISPOSABLE.has(domain));
}

/**
 * The registrable domain an address belongs to when that domain can be an organisation's own:
 * null for a mailbox provider, a disposable-mail service, a public suffix (ICANN or private, so
 * `alice.github.io` is not GitHub's) or a host without a registrable domain (an IP address).
 */
export function organisationDomainOf(email: string): string | null {
  const host = hostOf(email);
  if (!host) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || parsed.publicSuffix === host) return null;
  if (isMailboxProviderHost(host)) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? null;
}
