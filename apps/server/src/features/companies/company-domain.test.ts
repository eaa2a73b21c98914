// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite, registrableDomain, websiteOnSharedDomain } from './company-domain';

describe('company verification by e-mail domain', () => {
  it('compares registrable domains, not hosts', () => {
    expect(registrableDomain('jobs.klinikum.de')).toBe('klinikum.de');
    expect(registrableDomain('www.klinik.co.uk')).toBe('klinik.co.uk');
    expect(emailMatchesWebsite('hr@jobs.klinikum.de', 'https://www.klinikum.de')).toBe(true);
    expect(emailMatchesWebsite('HR@Klinikum.DE', 'https://karriere.klinikum.de/jobs')).toBe(true);
    expect(emailMatchesWebsite('hr@klinik.co.uk', 'https://www.klinik.co.uk')).toBe(true);
  });

  it('does not match another domain, a shared suffix or a look-alike', () => {
    expect(emailMatchesWebsite('hr@klinikum.de', 'https://www.klinikum-berlin.de')).toBe(false);
    expect(emailMatchesWebsite('hr@other.co.uk', 'https://www.klinik.co.uk')).toBe(false);
    expect(emailMatchesWebsite('hr@klinikum.de.evil.com', 'https://www.klinikum.de')).toBe(false);
    expect(emailMatchesWebsite('me@alice.github.io', 'https://bob.github.io')).toBe(false);
    expect(emailMatchesWebsite('hr@klinikum.de', null)).toBe(false);
  });

  it('never matches a personal mail domain, even when the website claims it', () => {
    for (const domain of ['gmail.com', 'web.de', 'gmx.de', 'outlook.com', 'yahoo.com', 'icloud.com', 't-online.de']) {
      expect(emailMatchesWebsite(`someone@${domain}`, `https://www.${domain}`)).toBe(false);
    }
  });

  it('never matches a mailbox provider, a disposable-mail service or a public suffix from the maintained lists (issue 27)', () => {
    for (const address of [
      'x@yahoo.fr',
      'x@fastmail.com',
      'x@mail.yahoo.fr',
      'x@mailinator.com',
      'x@guerrillamail.com',
      'x@posteo.de',
      'x@github.io',
      'x@co.uk',
    ]) {
      const host = address.split('@')[1]!;
      expect(emailMatchesWebsite(address, `https://${host}`), address).toBe(false);
      expect(emailMatchesWebsite(address, `https://www.${host}`), address).toBe(false);
      expect(websiteOnSharedDomain(`https://${host}`), host).toBe(true);
    }
    expect(websiteOnSharedDomain('https://www.siemens.com')).toBe(false);
    expect(emailMatchesWebsite('hr@siemens.com', 'https://www.siemens.com')).toBe(true);
  });
});
