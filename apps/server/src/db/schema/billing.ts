import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companies } from './companies';
import {
  campaignAudience,
  campaignStatus,
  paymentProvider,
  paymentStatus,
  planKind,
  subscriptionStatus,
} from './enums';

/**
 * A plan an admin can edit: the monthly subscription (renews) or a one-time package of
 * `duration_months` (never renews). Prices in cents.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: planKind('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameDe: text('name_de').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    durationMonths: integer('duration_months').notNull(),
    stripePriceId: text('stripe_price_id'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('plans_duration_positive', sql`${t.durationMonths} > 0`),
  ],
);

/** A company's access: the 10-day trial, a running subscription or a paid package. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    status: subscriptionStatus('status').notNull(),
    trialEndsAt: tz('trial_ends_at'),
    currentPeriodStart: tz('current_period_start'),
    currentPeriodEnd: tz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: paymentProvider('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Reminder bookkeeping: trial ending (3 days, 1 day) and plan expiring. */
    remindersSent: text('reminders_sent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId),
    index('subscriptions_status_end_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/** A payment as reported by the provider's signed webhook or the local confirm page. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: paymentStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerCheckoutId: text('provider_checkout_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId),
    uniqueIndex('payments_provider_checkout_idx').on(t.provider, t.providerCheckoutId),
  ],
);

/** Promotional campaigns an admin runs (e.g. a longer trial or a discount code). */
export const promoCampaigns = pgTable('promo_campaigns', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  discountPercent: integer('discount_percent'),
  extraTrialDays: integer('extra_trial_days'),
  startsAt: tz('starts_at'),
  endsAt: tz('ends_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An e-mail campaign to an audience, written in both languages; each recipient gets theirs. */
export const emailCampaigns = pgTable('email_campaigns', {
  id: id(),
  name: text('name').notNull(),
  audience: campaignAudience('audience').notNull(),
  subjectEn: text('subject_en').notNull(),
  subjectDe: text('subject_de').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyDe: text('body_de').notNull(),
  status: campaignStatus('status').notNull().default('draft'),
  scheduledAt: tz('scheduled_at'),
  sentAt: tz('sent_at'),
  recipientCount: integer('recipient_count').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
