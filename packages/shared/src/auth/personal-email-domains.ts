/**
 * Personal (free-mail) domains an employer may not sign up with unless invited (spec §5). The
 * spec names gmail, googlemail, yahoo, hotmail, gmx, web.de and t-online.de; its `{host}` gaps
 * are filled with the other common personal hosts.
 */
export const PERSONAL_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.de',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.de',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.de',
  'live.com',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.de',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'gmx.de',
  'gmx.com',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'mail.com',
  'mail.de',
  'posteo.de',
  'mailbox.org',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'zoho.com',
  'qq.com',
  '163.com',
  'rediffmail.com',
]);

export function isPersonalEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return PERSONAL_EMAIL_DOMAINS.has(domain);
}
