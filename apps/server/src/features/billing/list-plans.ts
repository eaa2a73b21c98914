import type { PlansResponse } from '@azubi/shared/billing/billing';
import type { Locale } from '@azubi/shared/i18n/locales';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema';
import { toPlan } from './plan-names';
import { vatOf } from './vat';

/** The plans on sale (the pricing sections and /subscription read them): what is sold is what is advertised. */
export async function listPlans(db: Database, config: Config, locale: Locale): Promise<PlansResponse> {
  const rows = await db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder));
  return { items: rows.map((row) => toPlan(row, locale)), vat: vatOf(config) };
}
