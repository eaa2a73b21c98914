import { translate } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignOptOuts, emailCampaigns, users } from '../../db/schema';
import { readCampaignUnsubscribeToken } from './unsubscribe-token';

export type CampaignUnsubscribeOutcome = { ok: false } | { ok: true; locale: 'en' | 'de' };

/**
 * The one-click unsubscribe of a campaign mail (RFC 8058). A valid token's POST records the
 * opt-out at once (with the campaign, for its "unsubscribed" count): the person is in no later
 * audience and gets nothing more from a campaign still sending. A GET (the link clicked, or a
 * scanner following it) changes nothing; it shows the page with the button.
 */
export async function unsubscribeFromCampaigns(
  db: Database,
  secret: string,
  token: string,
  { apply }: { apply: boolean },
): Promise<CampaignUnsubscribeOutcome> {
  const target = readCampaignUnsubscribeToken(secret, token);
  if (!target) return { ok: false };
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, target.userId));
  if (!user) return { ok: false };
  if (apply) {
    const [campaign] = await db
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, target.campaignId));
    await db
      .insert(campaignOptOuts)
      .values({ userId: target.userId, campaignId: campaign?.id ?? null })
      .onConflictDoNothing();
  }
  return { ok: true, locale: user.locale };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The small page of the link, in the recipient's language: a button before, a confirmation after. */
export function campaignUnsubscribePage(
  outcome: CampaignUnsubscribeOutcome,
  {
    done,
    action,
    publicUrl,
    fallbackLocale,
  }: { done: boolean; action: string; publicUrl: string; fallbackLocale: 'en' | 'de' },
): string {
  const locale = outcome.ok ? outcome.locale : fallbackLocale;
  const de = locale === 'de';
  const title = de ? 'Newsletter-E-Mails abbestellen' : 'Unsubscribe from news e-mails';
  const body = !outcome.ok
    ? `<p>${escapeHtml(translate(locale, 'campaigns.unsubscribeInvalid'))}</p>`
    : done
      ? `<p>${de ? 'Du bist abgemeldet. Du bekommst keine solchen E-Mails mehr von Azubi Connect.' : 'You are unsubscribed. You will get no more of these e-mails from Azubi Connect.'}</p>`
      : `<p>${de ? 'Keine Neuigkeiten und Angebote von Azubi Connect mehr per E-Mail bekommen? E-Mails zu deinem Konto bekommst du weiter.' : 'Stop news and offers from Azubi Connect by e-mail? You still get e-mails about your account.'}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${de ? 'Abbestellen' : 'Unsubscribe'}</button></form>`;
  const home = `${publicUrl}${de ? '/de' : ''}/`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}<p><a href="${escapeHtml(home)}">Azubi Connect</a></p></body></html>`;
}
