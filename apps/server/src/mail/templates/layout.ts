const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type EmailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
};

/** A plain, accessible e-mail: readable as text, simple HTML with one button, no images or trackers. */
export function renderEmail(
  content: EmailContent,
  locale: 'en' | 'de',
): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    content.footer,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0e5a73;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><p><strong>Azubi Connect</strong></p><p>${escapeHtml(content.greeting)}</p>${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="font-size:13px;color:#475569">${escapeHtml(content.footer)}</p></body></html>`;
  return { subject: content.subject, text, html };
}
