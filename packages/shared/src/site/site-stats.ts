import type { Locale } from '../i18n/locales';

/**
 * The landing page's figures (spec §1 "in numbers"), counted in the database and served by
 * `GET /api/site/stats`. A figure is rounded down and shown only from its threshold on: a young
 * installation with a handful of listings claims nothing, and no figure ever says more than is
 * there. Plain types and helpers, no schema: the landing page imports this at start-up
 * (the zod schema is in site-stats-schema.ts, for the server).
 */
export const SITE_STATS = ['listings', 'profiles', 'companies'] as const;
export type SiteStat = (typeof SITE_STATS)[number];

/** Each figure rounded down (`500` stands for "500+"), or null below its threshold. */
export type SiteStats = Record<SiteStat, number | null>;

/** The smallest count each figure is shown from. */
export const SITE_STAT_THRESHOLDS: Record<SiteStat, number> = { listings: 50, profiles: 50, companies: 10 };

/**
 * A count rounded down to a figure worth printing with a "+": to tens below 100, then to half
 * of the leading digit's place (537 → 500, 1,234 → 1,000, 17,800 → 15,000). Null below `threshold`.
 */
export function roundDownStat(count: number, threshold: number): number | null {
  if (!Number.isFinite(count) || count < threshold || count < 1) return null;
  const step = count < 100 ? 10 : 10 ** Math.floor(Math.log10(count)) / 2;
  const rounded = Math.floor(count / step) * step;
  return rounded > 0 ? rounded : Math.floor(count);
}

/** `1000` → "1,000+" in English, "1.000+" in German: no Intl, which public pages leave out at start-up (ADR 0012). */
export function formatStat(value: number, locale: Locale): string {
  const separator = locale === 'de' ? '.' : ',';
  return `${String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator)}+`;
}
