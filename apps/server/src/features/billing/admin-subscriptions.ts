import type { AdminPlan, AdminSubscriptionRow } from '@azubi/shared/billing/billing';
import { PRICE_CHANGE_NOTICE_DAYS } from '@azubi/shared/billing/billing';
import { and, asc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, paidPeriods, payments, plans, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import { accessStateOf, paidTimeAt } from './access-state';
import { addMonths } from './add-months';
import { lockBillingAccount } from './billing-account';
import type { BillingDeps } from './billing-deps';
import { notifyCompanyAdmins } from './notify-company-admins';

const DAY_MS = 24 * 60 * 60 * 1000;
type AdminDeps = BillingDeps & { adminId: string; audit: AuditContext };

/** Every company with its state, plan, period end and payments (`/admin/subscriptions`), `q` on the name. */
export async function listCompanySubscriptions(
  db: Database,
  q: string | undefined,
  now: Date,
): Promise<AdminSubscriptionRow[]> {
  const rows = await db
    .select({ company: companies, subscription: subscriptions })
    .from(companies)
    .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .where(q ? ilike(companies.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined)
    .orderBy(asc(companies.name))
    .limit(500);
  const periods = await db.select().from(paidPeriods);
  const totals = await db
    .select({
      companyId: payments.companyId,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(payments.companyId);
  const planRows = await db.select().from(plans);
  return rows.map(({ company, subscription }) => {
    const state = accessStateOf(
      { company, subscription, periods: periods.filter((p) => p.companyId === company.id) },
      now,
    );
    const plan = planRows.find((p) => p.id === state.planId);
    const total = totals.find((t) => t.companyId === company.id);
    return {
      companyId: company.id,
      companyName: company.name,
      plan: state.plan,
      planName: plan?.nameEn ?? (state.plan === 'paid' ? 'Granted' : null),
      expiringSoon: state.expiringSoon,
      trialEndsAt: state.trialEndsAt?.toISOString() ?? null,
      paidUntil: state.paidUntil?.toISOString() ?? null,
      graceUntil: state.graceUntil?.toISOString() ?? null,
      renews: state.renews,
      paymentsCount: total?.count ?? 0,
      paidTotalCents: total?.total ?? 0,
    };
  });
}

async function audit(deps: AdminDeps, companyId: string, details: Record<string, unknown>) {
  await recordAuditEvent(
    deps.db,
    {
      action: 'billing_admin_action',
      userId: deps.adminId,
      context: deps.audit,
      resourceType: 'company',
      resourceId: companyId,
      details,
    },
    deps.log,
  );
}

async function requireCompany(db: Database, companyId: string) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw AppError.notFound('companies.notFound');
}

/** Extends the trial by `days` from its end (or from now when it has ended or never started). */
export async function extendTrial(deps: AdminDeps, companyId: string, input: { days: number; reason: string }) {
  await requireCompany(deps.db, companyId);
  const now = deps.now();
  const trialEndsAt = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account = await lockBillingAccount(tx, companyId);
    const from = account.trialEndsAt && account.trialEndsAt > now ? account.trialEndsAt : now;
    const ends = new Date(from.getTime() + input.days * DAY_MS);
    await tx
      .update(subscriptions)
      .set({
        trialStartedAt: account.trialStartedAt ?? now,
        trialEndsAt: ends,
        status: account.renews ? account.status : 'trialing',
      })
      .where(eq(subscriptions.id, account.id));
    return ends;
  });
  await audit(deps, companyId, {
    action: 'extend_trial',
    days: input.days,
    reason: input.reason,
    trialEndsAt: trialEndsAt.toISOString(),
  });
  return trialEndsAt;
}

/** Grants paid time for free: a plan's months or a number of months, after the paid time running now. */
export async function grantPlan(
  deps: AdminDeps,
  companyId: string,
  input: { planId?: string | undefined; months?: number | undefined; reason: string },
) {
  await requireCompany(deps.db, companyId);
  const now = deps.now();
  const until = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockBillingAccount(tx, companyId);
    let months = input.months;
    let planId: string | null = null;
    if (input.planId) {
      const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId));
      if (!plan) throw AppError.notFound('billing.planNotFound');
      months ??= plan.durationMonths;
      planId = plan.id;
    }
    const periods = await tx.select().from(paidPeriods).where(eq(paidPeriods.companyId, companyId));
    const start = paidTimeAt(periods, now)?.until ?? now;
    const end = addMonths(start, months!);
    await tx.insert(paidPeriods).values({
      companyId,
      planId,
      source: 'grant',
      startsAt: start,
      endsAt: end,
      reason: input.reason,
      createdBy: deps.adminId,
    });
    return end;
  });
  await audit(deps, companyId, {
    action: 'grant_plan',
    planId: input.planId ?? null,
    months: input.months ?? null,
    reason: input.reason,
    until: until.toISOString(),
  });
  return until;
}

/** Ends the paid time now (and a monthly subscription at the provider); the trial is not given back. */
export async function endPlan(deps: AdminDeps, companyId: string, input: { reason: string }) {
  await requireCompany(deps.db, companyId);
  const now = deps.now();
  const subscriptionToCancel = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account = await lockBillingAccount(tx, companyId);
    const running = await tx
      .update(paidPeriods)
      .set({ endedAt: now })
      .where(and(eq(paidPeriods.companyId, companyId), gt(paidPeriods.endsAt, now), isNull(paidPeriods.endedAt)))
      .returning({ id: paidPeriods.id });
    if (running.length === 0 && !account.graceUntil) throw new AppError(409, 'CONFLICT', 'billing.noPlanToEnd');
    await tx
      .update(subscriptions)
      .set({ renews: false, cancelAtPeriodEnd: false, graceUntil: null, status: 'canceled', currentPeriodEnd: now })
      .where(eq(subscriptions.id, account.id));
    return account.renews && account.provider === deps.provider.name ? account.providerSubscriptionId : null;
  });
  if (subscriptionToCancel) {
    try {
      await deps.provider.cancelSubscription(subscriptionToCancel);
    } catch (err) {
      deps.log.error({ err, companyId }, 'billing: the provider subscription could not be cancelled');
    }
  }
  await audit(deps, companyId, { action: 'end_plan', reason: input.reason });
}

export function toAdminPlan(row: typeof plans.$inferSelect, now: Date): AdminPlan {
  const pending = row.runningPriceFrom && row.runningPriceFrom > now;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    nameEn: row.nameEn,
    nameDe: row.nameDe,
    descriptionEn: row.descriptionEn,
    descriptionDe: row.descriptionDe,
    priceCents: row.priceCents,
    currency: row.currency,
    durationMonths: row.durationMonths,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    pendingPriceCents: pending ? row.priceCents : null,
    pendingPriceFrom: pending ? row.runningPriceFrom!.toISOString() : null,
  };
}

/**
 * Edits a plan. A new price applies to new purchases at once; for the monthly plan, running
 * subscriptions keep theirs until 30 days after the notice e-mail sent now (spec §9), when the
 * billing sweep moves them (and their provider subscription) to the new price.
 */
export async function updatePlan(
  deps: AdminDeps,
  planId: string,
  input: Partial<
    Pick<
      typeof plans.$inferInsert,
      'nameEn' | 'nameDe' | 'descriptionEn' | 'descriptionDe' | 'priceCents' | 'isActive' | 'sortOrder'
    >
  >,
) {
  const now = deps.now();
  const after: (() => Promise<void>)[] = [];
  const updated = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!plan) throw AppError.notFound('billing.planNotFound');
    const priceChanged = input.priceCents !== undefined && input.priceCents !== plan.priceCents;
    const from = new Date(now.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS);
    const [row] = await tx
      .update(plans)
      .set({ ...input, ...(priceChanged && plan.kind === 'subscription' ? { runningPriceFrom: from } : {}) })
      .where(eq(plans.id, planId))
      .returning();
    if (priceChanged && plan.kind === 'subscription') {
      const running = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.planId, planId), eq(subscriptions.renews, true)));
      for (const account of running) {
        await tx
          .update(subscriptions)
          .set({ pendingPriceCents: input.priceCents!, pendingPriceFrom: from })
          .where(eq(subscriptions.id, account.id));
        after.push(
          await notifyCompanyAdmins(deps, tx, account.companyId, {
            type: 'plan_expiring',
            data: {
              reason: 'price_change',
              oldPriceCents: account.priceCents ?? plan.priceCents,
              newPriceCents: input.priceCents,
              currency: plan.currency,
              from: from.toISOString(),
            },
          }),
        );
      }
    }
    return row!;
  });
  for (const send of after) await send();
  await recordAuditEvent(
    deps.db,
    {
      action: 'billing_admin_action',
      userId: deps.adminId,
      context: deps.audit,
      resourceType: 'plan',
      resourceId: planId,
      details: { action: 'update_plan', ...input },
    },
    deps.log,
  );
  return updated;
}

/** Succeeded payments per calendar month (UTC), newest first. */
export async function revenuePerMonth(db: Database) {
  const rows = await db
    .select({
      month: sql<string>`to_char(date_trunc('month', coalesce(${payments.paidAt}, ${payments.createdAt}) at time zone 'UTC'), 'YYYY-MM')`,
      amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      payments: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows;
}
