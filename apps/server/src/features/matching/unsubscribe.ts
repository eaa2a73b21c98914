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

/**
 * The small page of the unsubscribe link: before (a GET) one button that posts the same address,
 * after (the POST) a confirmation; with links to the settings. No script, no external resources.
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
  const names = outcome.ok ? outcome.names.map((n) => `„${escapeHtml(n)}“`).join(', ') : '';
  const body = !outcome.ok
    ? `<p>${escapeHtml(translate(locale, 'matching.unsubscribeInvalid'))}</p>`
    : done
      ? `<p>${de ? `Du bekommst keine E-Mails mehr zu ${names}.` : `You will no longer get e-mails about ${names}.`}</p>`
      : `<p>${de ? `Keine E-Mails mehr zu ${names} bekommen?` : `Stop e-mails about ${names}?`}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${de ? 'Abbestellen' : 'Unsubscribe'}</button></form>`;
  const settings = `${publicUrl}${de ? '/de' : ''}/notification-settings`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}<p><a href="${escapeHtml(settings)}">${de ? 'Benachrichtigungseinstellungen' : 'Notification settings'}</a></p></body></html>`;
}
