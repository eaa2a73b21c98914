import type { SubscriptionResponse, SubscriptionState } from '@azubi/shared/billing/billing';
import type { Locale } from '@azubi/shared/i18n/locales';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { invoices, payments, plans } from '../../db/schema';
import { accessStateOf, accessTimelineOf, loadAccessInput, type CompanyAccessState } from './access-state';
import { vatOf } from './vat';

/** The state as the web app shows it (header chip, /subscription), for a team admin or a member. */
export async function subscriptionStateOf(
  db: Database,
  config: Config,
  input: { companyId: string; canManage: boolean; locale: Locale; now: Date },
): Promise<{ state: SubscriptionState; access: CompanyAccessState }> {
  const stored = await loadAccessInput(db, input.companyId);
  const access = accessStateOf(stored, input.now);
  const [plan] = access.planId ? await db.select().from(plans).where(eq(plans.id, access.planId)) : [];
  const timeline = accessTimelineOf(stored, access, input.now);
  const planRows = await db.select().from(plans);
  const nameOf = (planId: string | null) => {
    const row = planId ? planRows.find((p) => p.id === planId) : undefined;
    return row ? (input.locale === 'de' ? row.nameDe : row.nameEn) : null;
  };
  return {
    access,
    state: {
      plan: access.plan,
      status: access.status,
      expiringSoon: access.expiringSoon,
      trialEndsAt: access.trialEndsAt?.toISOString() ?? null,
      trialDaysLeft: access.trialDaysLeft,
      paidUntil: access.paidUntil?.toISOString() ?? null,
      renews: access.renews,
      cancelAtPeriodEnd: access.cancelAtPeriodEnd,
      graceUntil: access.graceUntil?.toISOString() ?? null,
      canManage: input.canManage,
      planName: plan ? (input.locale === 'de' ? plan.nameDe : plan.nameEn) : null,
      monthly: plan?.kind === 'subscription',
      monthlyBooked: access.renews,
      paidFrom: access.paidFrom?.toISOString() ?? null,
      timeline: timeline.map((entry) => ({
        kind: entry.kind,
        planName: entry.kind === 'trial' ? null : nameOf(entry.planId),
        startsAt: entry.startsAt.toISOString(),
        endsAt: entry.endsAt?.toISOString() ?? null,
        current: entry.current,
      })),
      vat: vatOf(config),
    },
  };
}

/** `GET /api/subscription`: the state, the invoices and the payments of the company. */
export async function getSubscription(
  db: Database,
  config: Config,
  input: { companyId: string; canManage: boolean; locale: Locale; now: Date; provider: 'stripe' | 'local' | 'off' },
): Promise<SubscriptionResponse> {
  const { state } = await subscriptionStateOf(db, config, input);
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, input.companyId))
    .orderBy(desc(invoices.issuedAt));
  const paymentRows = await db
    .select({ payment: payments, plan: plans })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.companyId, input.companyId))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const de = input.locale === 'de';
  return {
    state,
    provider: input.provider,
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      amountCents: row.grossCents,
      currency: row.currency,
      planName: de ? row.planNameDe : row.planNameEn,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      downloadUrl: `/api/invoices/${row.id}.pdf`,
    })),
    payments: paymentRows
      .filter(({ payment }) => payment.checkoutStatus !== 'open' || payment.status !== 'pending')
      .map(({ payment, plan }) => ({
        id: payment.id,
        createdAt: payment.createdAt.toISOString(),
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: payment.status,
        provider: payment.provider,
        planName: plan ? (de ? plan.nameDe : plan.nameEn) : null,
      })),
  };
}
