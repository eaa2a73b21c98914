import { blogMarkdownToPlainText, renderBlogMarkdown } from '../../features/blog/render-markdown';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * An e-mail campaign's mail (features/email-campaigns): the admin's Markdown rendered and
 * sanitised like a blog post (ADR 0023), our own links made absolute, and the unsubscribe link
 * in the footer. The preview, the test send and the real send all use this.
 */
export function campaignEmail(
  locale: 'en' | 'de',
  input: { subject: string; body: string; publicUrl: string; unsubscribeUrl: string },
): { subject: string; text: string; html: string } {
  const de = locale === 'de';
  const body = renderBlogMarkdown(input.body)
    .replaceAll('href="/', `href="${input.publicUrl}/`)
    .replaceAll('src="/', `src="${input.publicUrl}/`);
  const why = de
    ? 'Du bekommst diese E-Mail, weil du ein Konto bei Azubi Connect hast.'
    : 'You receive this e-mail because you have an account at Azubi Connect.';
  const stop = de ? 'Keine solchen E-Mails mehr bekommen' : 'Unsubscribe from these e-mails';
  const text = [blogMarkdownToPlainText(input.body), '', '—', why, `${stop}: ${input.unsubscribeUrl}`].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px;overflow-wrap:break-word"><p><strong>Azubi Connect</strong></p>${body}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="font-size:13px;color:#475569">${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#0e5a73">${escapeHtml(stop)}</a></p></body></html>`;
  return { subject: input.subject, text, html };
}
