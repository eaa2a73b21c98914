type Locale = 'en' | 'de';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type DigestMatch = { label: string; detail: string; url: string };
export type DigestProfile = { name: string; matches: DigestMatch[]; more: number; unsubscribeUrl: string };

/**
 * The daily match digest (issue 17): every new match across the reader's search profiles, each
 * with its link, per profile a link that switches that profile's e-mails off, and the settings.
 */
export function matchDigestEmail(
  locale: Locale,
  input: { name: string; profiles: DigestProfile[]; pageUrl: string; settingsUrl: string },
): { subject: string; text: string; html: string } {
  const de = locale === 'de';
  const total = input.profiles.reduce((sum, p) => sum + p.matches.length + p.more, 0);
  const subject = de
    ? total === 1
      ? 'Ein neuer Treffer für deine Suchprofile'
      : `${total} neue Treffer für deine Suchprofile`
    : total === 1
      ? 'One new match for your search profiles'
      : `${total} new matches for your search profiles`;
  const greeting = de ? `Hallo ${input.name},` : `Hello ${input.name},`;
  const intro = de
    ? 'seit der letzten E-Mail haben wir neue Treffer für deine Suchprofile gefunden:'
    : 'since the last e-mail we found new matches for your search profiles:';
  const moreText = (n: number) => (de ? `… und ${n} weitere` : `… and ${n} more`);
  const unsubscribe = de ? 'Keine E-Mails mehr für dieses Suchprofil' : 'No more e-mails for this search profile';
  const all = de ? 'Alle Treffer ansehen' : 'See all matches';
  const footer = de
    ? 'Du bekommst diese E-Mail höchstens einmal am Tag, weil bei diesen Suchprofilen „Bei Treffern benachrichtigen“ eingeschaltet ist. Ändern kannst du das in den Benachrichtigungseinstellungen:'
    : 'You get this e-mail at most once a day because "notify on match" is on for these search profiles. You can change this in your notification settings:';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...input.profiles.flatMap((p) => [
      `${p.name}`,
      ...p.matches.map((m) => `- ${m.label} (${m.detail}): ${m.url}`),
      ...(p.more > 0 ? [moreText(p.more)] : []),
      `${unsubscribe}: ${p.unsubscribeUrl}`,
      '',
    ]),
    `${all}: ${input.pageUrl}`,
    '',
    '—',
    `${footer} ${input.settingsUrl}`,
  ].join('\n');

  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const sections = input.profiles
    .map(
      (p) =>
        `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(p.name)}</h2><ul style="padding-left:20px;margin:0">${p.matches
          .map(
            (m) =>
              `<li style="margin:4px 0">${link(m.url, m.label)} <span style="color:#475569">(${escapeHtml(m.detail)})</span></li>`,
          )
          .join(
            '',
          )}${p.more > 0 ? `<li style="margin:4px 0">${escapeHtml(moreText(p.more))}</li>` : ''}</ul><p style="font-size:13px;margin:8px 0">${link(p.unsubscribeUrl, unsubscribe, 'color:#475569')}</p>`,
    )
    .join('');
  const button = `<p style="margin:24px 0">${link(input.pageUrl, all, 'background:#0e5a73;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block')}</p>`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><p><strong>Azubi Connect</strong></p><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${sections}${button}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="font-size:13px;color:#475569">${escapeHtml(footer)} ${link(input.settingsUrl, input.settingsUrl, 'color:#475569')}</p></body></html>`;
  return { subject, text, html };
}
