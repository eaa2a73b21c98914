import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite, registrableDomain } from './company-domain';

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
});
