import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * Spec §9: after a price change of the monthly plan, running subscriptions pay the new price
     * from this time (30 days after the notice e-mail); new purchases pay it at once.
     */
    runningPriceFrom: tz('running_price_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('plans_duration_positive', sql`${t.durationMonths} > 0`),
  ],
);

/**
 * A company's billing account, one per company: its trial, its monthly subscription at the
 * provider (if any), its one provider customer and the reminders sent. Paid time itself is in
 * `paid_periods`; the state is computed from both (features/billing/access-state.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    status: subscriptionStatus('status').notNull(),
    /** When the first admin completed onboarding (null: no trial was given). */
    trialStartedAt: tz('trial_started_at'),
    trialEndsAt: tz('trial_ends_at'),
    currentPeriodStart: tz('current_period_start'),
    currentPeriodEnd: tz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: paymentProvider('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The monthly plan renews (false for none, after cancelling, or once the provider ended it). */
    renews: boolean('renews').notNull().default(false),
    /** A failed renewal of the monthly plan: still paid until then (3 days), then expired. */
    graceUntil: tz('grace_until'),
    /** The monthly price this company pays (kept on a price change until `pending_price_from`). */
    priceCents: integer('price_cents'),
    pendingPriceCents: integer('pending_price_cents'),
    pendingPriceFrom: tz('pending_price_from'),
    /** The provider's time of the last subscription update applied: older ones arriving late are ignored. */
    providerUpdatedAt: tz('provider_updated_at'),
    /** Reminder bookkeeping: trial ending (3 days, 1 day) and plan expiring. */
    remindersSent: text('reminders_sent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_company_unique_idx').on(t.companyId),
    uniqueIndex('subscriptions_provider_customer_idx').on(t.provider, t.providerCustomerId),
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
    /** A checkout started from "Buy": the tab's key (a double click sends it twice), who bought, the provider's page. */
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkoutUrl: text('checkout_url'),
    /** `open` → `paid` | `canceled` | `failed` for a checkout; renewals are stored as `paid`. */
    checkoutStatus: text('checkout_status').notNull().default('open'),
    paidAt: tz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId),
    uniqueIndex('payments_provider_checkout_idx').on(t.provider, t.providerCheckoutId),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_idempotency_idx').on(t.companyId, t.idempotencyKey),
  ],
);

/**
 * Paid time: a month of the monthly plan, a package's months (starting where the paid time
 * before it ends) or months an admin granted. `ended_at` cuts a period short (an admin ended it).
 */
export const paidPeriods = pgTable(
  'paid_periods',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** `monthly` | `package` | `grant` */
    source: text('source').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    endedAt: tz('ended_at'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('paid_periods_company_idx').on(t.companyId, t.endsAt),
    uniqueIndex('paid_periods_payment_idx').on(t.paymentId),
    check('paid_periods_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Who already had a trial: the first admin and their e-mail domain (docs/decisions/README.md: once per company, not again). */
export const trialGrants = pgTable(
  'trial_grants',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    emailDomain: text('email_domain'),
    createdAt: createdAt(),
  },
  (t) => [index('trial_grants_user_idx').on(t.userId), index('trial_grants_domain_idx').on(t.emailDomain)],
);

/** Every provider event, stored by its id before it is handled: a replay finds it and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Running invoice numbers, never reused (German invoice requirement, § 14 UStG). */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });

/** An invoice per succeeded payment, with what it says frozen at issue (seller, buyer, amounts, language). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    issuedAt: tz('issued_at').notNull(),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    currency: text('currency').notNull().default('EUR'),
    locale: text('locale').notNull(),
    planNameEn: text('plan_name_en').notNull(),
    planNameDe: text('plan_name_de').notNull(),
    /** Seller (imprint configuration) and buyer at the time of issue. */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_payment_idx').on(t.paymentId), index('invoices_company_idx').on(t.companyId)],
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
  /** Narrower audience within `audience` (language, program interest, country, verified); the shared contract's shape. */
  audienceFilter: jsonb('audience_filter').$type<Record<string, unknown>>().notNull().default({}),
  /** Body format: Markdown, rendered and sanitised on the server like the blog. */
  status: campaignStatus('status').notNull().default('draft'),
  scheduledAt: tz('scheduled_at'),
  startedAt: tz('started_at'),
  pausedAt: tz('paused_at'),
  /** When the last recipient was sent to (status `sent`). */
  sentAt: tz('sent_at'),
  recipientCount: integer('recipient_count').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
