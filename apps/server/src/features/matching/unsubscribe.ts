import { translate } from '@azubi/shared/i18n/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateSearchProfiles, matchDigests, trainingSearchProfiles, users } from '../../db/schema';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token';

export type UnsubscribeOutcome = { ok: false } | { ok: true; names: string[]; locale: 'en' | 'de' };

type Profiles = { training: string[]; candidate: string[] };

async function profilesOf(db: Database, target: UnsubscribeTarget): Promise<Profiles> {
  if (target.kind === 't') return { training: [target.id], candidate: [] };
  if (target.kind === 'c') return { training: [], candidate: [target.id] };
  const [digest] = await db.select().from(matchDigests).where(eq(matchDigests.id, target.id));
  // A digest lists one person's profiles, all of one kind; the ids are looked up in both tables.
  return digest ? { training: digest.profileIds, candidate: digest.profileIds } : { training: [], candidate: [] };
}

/** The profiles a token names, their names and the language of the person they belong to. */
async function describe(db: Database, profiles: Profiles, locale: 'en' | 'de' | null) {
  const training = profiles.training.length
    ? await db
        .select({ name: trainingSearchProfiles.name, locale: users.locale })
        .from(trainingSearchProfiles)
        .innerJoin(users, eq(users.id, trainingSearchProfiles.candidateId))
        .where(inArray(trainingSearchProfiles.id, profiles.training))
    : [];
  const candidate = profiles.candidate.length
    ? await db
        .select({ name: candidateSearchProfiles.name, locale: sql<'en' | 'de' | null>`null` })
        .from(candidateSearchProfiles)
        .where(inArray(candidateSearchProfiles.id, profiles.candidate))
    : [];
  const rows = [...training, ...candidate];
  return { names: rows.map((r) => r.name), locale: locale ?? rows.find((r) => r.locale)?.locale ?? 'en' };
}

/**
 * The one-click unsubscribe (RFC 8058): a valid token switches "notify on match" off for the
 * profile it names (or the profiles its digest listed), nothing else. `apply: false` (a GET, which
 * link scanners also send) only reads what it would switch off.
 */
export async function unsubscribeFromMatches(
  db: Database,
  secret: string,
  token: string,
  { apply, locale }: { apply: boolean; locale: 'en' | 'de' | null },
): Promise<UnsubscribeOutcome> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return { ok: false };
  const profiles = await profilesOf(db, target);
  if (target.kind === 'd') {
    const [digest] = await db
      .select({ userId: matchDigests.userId })
      .from(matchDigests)
      .where(eq(matchDigests.id, target.id));
    const [owner] = digest
      ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, digest.userId))
      : [];
    locale ??= owner?.locale ?? null;
  }
  const found = await describe(db, profiles, locale);
  if (found.names.length === 0) return { ok: false };
  if (apply) {
    if (profiles.training.length)
      await db
        .update(trainingSearchProfiles)
        .set({ notifyOnMatch: false })
        .where(inArray(trainingSearchProfiles.id, profiles.training));
    if (profiles.candidate.length)
      await db
        .update(candidateSearchProfiles)
        .set({ notifyOnMatch: false })
        .where(inArray(candidateSearchProfiles.id, profiles.candidate));
  }
  return { ok: true, ...found };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The site's colours and type (apps/web/src/styles), inline: the page loads nothing else. */
const PAGE_STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font-family:"Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#062836;background:#f7fafb;line-height:1.5;font-size:16px}
header,footer{background:#fff;border-bottom:1px solid #d5edf3}
footer{border-top:1px solid #d5edf3;border-bottom:0;margin-top:48px}
.bar{max-width:720px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;gap:16px;flex-wrap:wrap}
.brand{font-weight:700;font-size:18px;color:#0e5a73;text-decoration:none;min-height:44px;display:inline-flex;align-items:center}
main{max-width:720px;margin:32px auto 0;padding:0 16px}
.card{background:#fff;border:1px solid #d5edf3;border-radius:12px;padding:24px}
h1{font-size:24px;line-height:1.25;margin:0 0 12px;color:#062836}
p{margin:0 0 16px}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#0e5a73;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.button:hover{background:#0c4a5f}
.button:focus-visible,a:focus-visible{outline:3px solid #45a1ba;outline-offset:2px}
a{color:#0e5a73;font-weight:600}
footer a{color:#0e5a73;font-weight:400;min-height:44px;display:inline-flex;align-items:center}
`;

/**
 * The page of the unsubscribe link, in the recipient's language with the site's look (issue
 * 28.10): before (a GET) one button that posts the same address, after (the POST) a
 * confirmation; with links home and to the settings. No script, no external resources.
 */
export function unsubscribePage(
  outcome: UnsubscribeOutcome,
  {
    done,
    action,
    publicUrl,
    fallbackLocale,
  }: { done: boolean; action: string; publicUrl: string; fallbackLocale: 'en' | 'de' },
): string {
  const locale = outcome.ok ? outcome.locale : fallbackLocale;
  const de = locale === 'de';
  const title = de ? 'E-Mails zu Suchprofilen abbestellen' : 'Unsubscribe from search profile e-mails';
  // Each language its own quotation marks: „…“ in German, “…” in English.
  const quote = (name: string) => (de ? `„${escapeHtml(name)}“` : `“${escapeHtml(name)}”`);
  const names = outcome.ok ? outcome.names.map(quote).join(', ') : '';
  const body = !outcome.ok
    ? `<p>${escapeHtml(translate(locale, 'matching.unsubscribeInvalid'))}</p>`
    : done
      ? `<p>${de ? `Du bekommst keine E-Mails mehr zu ${names}.` : `You will no longer get e-mails about ${names}.`}</p>`
      : `<p>${de ? `Keine E-Mails mehr zu ${names} bekommen?` : `Stop e-mails about ${names}?`}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="button" type="submit">${de ? 'E-Mails abbestellen' : 'Unsubscribe from these e-mails'}</button></form>`;
  const prefix = de ? '/de' : '';
  const home = `${publicUrl}${prefix}/`;
  const settings = `${publicUrl}${prefix}/notification-settings`;
  const imprint = `${publicUrl}${prefix}/impressum`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Azubi Connect</title><style>${PAGE_STYLE}</style></head><body><header><div class="bar"><a class="brand" href="${escapeHtml(home)}">Azubi Connect</a></div></header><main><div class="card"><h1>${title}</h1>${body}<p><a href="${escapeHtml(settings)}">${de ? 'Benachrichtigungseinstellungen' : 'Notification settings'}</a></p></div></main><footer><div class="bar"><a href="${escapeHtml(imprint)}">${de ? 'Impressum' : 'Imprint'}</a></div></footer></body></html>`;
}
