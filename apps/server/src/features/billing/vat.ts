import type { Vat } from '@azubi/shared/billing/billing';
import type { Config } from '../../config';

/** German standard VAT rate; prices are gross (what an employer pays). */
export const VAT_RATE_PERCENT = 19;

/** How VAT is shown, from the imprint configuration: §19 UStG small business, or 19 % included. */
export function vatOf(config: Config): Vat {
  return config.imprint.smallBusiness
    ? { mode: 'small_business', ratePercent: 0 }
    : { mode: 'vat', ratePercent: VAT_RATE_PERCENT };
}

/** Net and VAT of a gross amount in cents (the VAT rounded to the cent, net the rest). */
export function splitGross(grossCents: number, vat: Vat): { netCents: number; vatCents: number } {
  if (vat.mode === 'small_business' || vat.ratePercent === 0) return { netCents: grossCents, vatCents: 0 };
  const netCents = Math.round((grossCents * 100) / (100 + vat.ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}
