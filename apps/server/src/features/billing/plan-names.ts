import type { Plan } from '@azubi/shared/billing/billing';
import type { Locale } from '@azubi/shared/i18n/locales';
import type { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

/** A plan as sold, in the request's language. */
export function toPlan(row: PlanRow, locale: Locale): Plan {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: locale === 'de' ? row.nameDe : row.nameEn,
    description: locale === 'de' ? row.descriptionDe : row.descriptionEn,
    priceCents: row.priceCents,
    currency: row.currency,
    durationMonths: row.durationMonths,
    isActive: row.isActive,
  };
}
