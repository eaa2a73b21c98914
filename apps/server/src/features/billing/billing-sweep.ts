import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paidPeriods, subscriptions } from '../../db/schema';
import { accessStateOf } from './access-state';
import type { BillingDeps } from './billing-deps';
import { localEvents } from './local-events';
import { notifyCompanyAdmins } from './notify-company-admins';
import { processBillingEvent } from './process-billing-event';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic billing sweep (the job 'billing-sweep' in jobs/jobs.ts, every BILLING_SWEEP_MINUTES).
 * For every company: trial ending 3 days and 1 day before, a paid time
 * that does not renew ending in 3 days, the last day of a grace period (each once, remembered in
 * `subscriptions.reminders_sent` with the end it is about, so an extension warns again); a price
 * change reaching its date after the 30-day notice; and with the local provider, the monthly
 * plan's renewal (or its end when cancelled) through the same event handler as Stripe's webhooks.
 */
export async function runBillingSweep(deps: BillingDeps): Promise<{ reminders: number; renewals: number }> {
  const now = deps.now();
  let reminders = 0;
  let renewals = 0;
  const accounts = await deps.db.select().from(subscriptions);
  for (const account of accounts) {
    const periods = await deps.db.select().from(paidPeriods).where(eq(paidPeriods.companyId, account.companyId));
    const state = accessStateOf(
      { company: { id: account.companyId, verificationStatus: 'verified' }, subscription: account, periods },
      now,
    );
    // The local provider's monthly plan: renewed (or ended) at the end of its month.
    let renewed = false;
    // Only while the local provider runs (never in production, never with billing off: ADR 0026).
    if (
      account.provider === 'local' &&
      deps.provider.name === 'local' &&
      account.providerSubscriptionId &&
      account.currentPeriodEnd &&
      account.currentPeriodEnd <= now
    ) {
      if (account.renews) {
        const price =
          account.pendingPriceFrom && account.pendingPriceFrom <= account.currentPeriodEnd
            ? account.pendingPriceCents
            : account.priceCents;
        await processBillingEvent(deps, localEvents.renewal(account, account.currentPeriodEnd, price ?? 9900));
        renewals += 1;
        renewed = true;
      } else if (account.status !== 'canceled') {
        await processBillingEvent(deps, localEvents.ended(account, account.currentPeriodEnd));
      }
    }
    // A price change reaches running monthly plans 30 days after the notice.
    if (account.pendingPriceFrom && account.pendingPriceFrom <= now && account.pendingPriceCents !== null) {
      if (account.provider === 'stripe' && account.providerSubscriptionId && deps.provider.name === 'stripe') {
        try {
          await deps.provider.changeSubscriptionPrice(account.providerSubscriptionId, account.pendingPriceCents, 'EUR');
        } catch (err) {
          deps.log.error({ err, companyId: account.companyId }, 'billing: the new price could not be set at Stripe');
          continue;
        }
      }
      await deps.db
        .update(subscriptions)
        .set({ priceCents: account.pendingPriceCents, pendingPriceCents: null, pendingPriceFrom: null })
        .where(eq(subscriptions.id, account.id));
    }
    // A renewed plan's reminders are judged on the next run, from its new period.
    if (renewed) continue;
    const due: { key: string; type: 'trial_ending' | 'plan_expiring'; data: Record<string, unknown> }[] = [];
    if (state.plan === 'trial' && state.trialEndsAt) {
      const end = state.trialEndsAt.toISOString();
      const left = state.trialEndsAt.getTime() - now.getTime();
      if (left <= DAY_MS)
        due.push({ key: `trial_1:${end}`, type: 'trial_ending', data: { daysLeft: 1, trialEndsAt: end } });
      else if (left <= 3 * DAY_MS)
        due.push({ key: `trial_3:${end}`, type: 'trial_ending', data: { daysLeft: 3, trialEndsAt: end } });
    } else if (state.plan === 'paid' && state.graceUntil) {
      const end = state.graceUntil.toISOString();
      if (state.graceUntil.getTime() - now.getTime() <= DAY_MS)
        due.push({ key: `grace_1:${end}`, type: 'plan_expiring', data: { reason: 'grace_ending', graceUntil: end } });
    } else if (state.plan === 'paid' && !state.renews && state.paidUntil && state.expiringSoon) {
      const end = state.paidUntil.toISOString();
      due.push({ key: `expiring:${end}`, type: 'plan_expiring', data: { reason: 'ending', paidUntil: end } });
    }
    const fresh = due.filter((reminder) => !account.remindersSent.includes(reminder.key));
    if (fresh.length === 0) continue;
    const sends = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, account.id)).for('update');
      const todo = fresh.filter((reminder) => !locked!.remindersSent.includes(reminder.key));
      const out: (() => Promise<void>)[] = [];
      for (const reminder of todo)
        out.push(await notifyCompanyAdmins(deps, tx, account.companyId, { type: reminder.type, data: reminder.data }));
      // The 1-day reminder also stands for the 3-day one when the sweep first sees the trial that late.
      const keys = todo.flatMap((r) =>
        r.key.startsWith('trial_1:') ? [r.key, r.key.replace('trial_1:', 'trial_3:')] : [r.key],
      );
      await tx
        .update(subscriptions)
        .set({ remindersSent: [...locked!.remindersSent, ...keys] })
        .where(eq(subscriptions.id, account.id));
      return out;
    });
    for (const send of sends) await send();
    reminders += sends.length;
  }
  return { reminders, renewals };
}
