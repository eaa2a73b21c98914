import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, invoices, type payments, type plans } from '../../db/schema';
import type { BillingDeps } from './billing-deps';
import { companyAdmins } from './company-admins';
import { splitGross, vatOf } from './vat';

export type InvoiceSeller = {
  company: string;
  addressLines: string[];
  representative: string;
  email: string;
  vatId: string | null;
  smallBusiness: boolean;
};
export type InvoiceBuyer = { name: string; location: string | null; email: string | null };

/**
 * The invoice of a succeeded payment, issued in the payment's transaction (German invoice
 * requirements, § 14 UStG): a running number from a database sequence (never reused, gaps only
 * from rolled-back payments), the date, the seller from the imprint configuration, the buyer, the
 * service period and net, VAT and gross (or the § 19 UStG note), frozen as issued. Its language
 * is the company's: that of its first team admin.
 */
export async function issueInvoice(
  deps: BillingDeps,
  tx: Database,
  input: {
    payment: typeof payments.$inferSelect;
    plan: typeof plans.$inferSelect;
    period: { start: Date; end: Date };
  },
) {
  const now = deps.now();
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.payment.companyId));
  const [admin] = await companyAdmins(tx, input.payment.companyId);
  const vat = vatOf(deps.config);
  const { netCents, vatCents } = splitGross(input.payment.amountCents, vat);
  const result = (await tx.execute(sql`select nextval('invoice_number_seq')::int as seq`)) as unknown as {
    rows: { seq: number }[];
  };
  const seq = result.rows[0]!.seq;
  const seller: InvoiceSeller = { ...deps.config.imprint };
  const buyer: InvoiceBuyer = {
    name: company?.name ?? '',
    location: company?.location ?? null,
    email: admin?.email ?? null,
  };
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: `${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`,
      companyId: input.payment.companyId,
      paymentId: input.payment.id,
      issuedAt: now,
      periodStart: input.period.start,
      periodEnd: input.period.end,
      grossCents: input.payment.amountCents,
      netCents,
      vatCents,
      vatRatePercent: vat.ratePercent,
      currency: input.payment.currency,
      locale: admin?.locale ?? 'de',
      planNameEn: input.plan.nameEn,
      planNameDe: input.plan.nameDe,
      seller,
      buyer,
    })
    .returning();
  return invoice!;
}
