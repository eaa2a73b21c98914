import { z } from '../zod';

/**
 * Plans and payments (issue 15, docs/decisions/README.md "Price"): a 10-day trial without a card, the monthly
 * plan (renews, cancel any time) and one-time packages of several months (never renew).
 */
export const TRIAL_DAYS = 10;
/** "Expiring soon" from this many days before the end of a trial or a non-renewing paid period. */
export const EXPIRING_SOON_DAYS = 3;
/** A failed renewal of the monthly plan keeps it paid for this many days, with notices. */
export const GRACE_DAYS = 3;
/** Spec §9: a running monthly plan keeps its price until this many days after the notice e-mail. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

export const PLAN_KINDS = ['subscription', 'one_time'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/**
 * `none`: never onboarded (no trial yet); `no_trial`: onboarded, but the company's e-mail domain (or
 * its first admin) already had the one free trial, and no plan was ever bought; `trial`; `paid`
 * (paid time now or queued to start when the running trial ends, a grace period included);
 * `expired`: a trial or a plan that existed has ended.
 */
export const ACCESS_PLANS = ['none', 'no_trial', 'trial', 'paid', 'expired'] as const;
export type AccessPlan = (typeof ACCESS_PLANS)[number];

/**
 * The one state every screen shows (dashboard, analytics, header, subscription page, onboarding),
 * computed on the server by `companyAccessState`: `trial_ending` is a trial with 3 days or fewer
 * left; `paid_monthly` paid time on the monthly plan that renews; `paid_package` paid time that
 * ends (packages, a grant, a cancelled monthly plan); `grace` a failed renewal's last days.
 */
export const ACCESS_STATUSES = [
  'none',
  'no_trial',
  'trial',
  'trial_ending',
  'paid_monthly',
  'paid_package',
  'grace',
  'expired',
] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** One stretch of the company's time, in order: the trial, each paid month or package, the renewal. */
export const TimelineEntrySchema = z.object({
  kind: z.enum(['trial', 'monthly', 'package', 'grant', 'renewal']),
  /** The plan's name in the request's language (monthly plan, package); null for the trial and a grant by months. */
  planName: z.string().nullable(),
  startsAt: z.string(),
  /** Null for `renewal` (the monthly plan goes on until cancelled). */
  endsAt: z.string().nullable(),
  /** Running now (the others follow it). */
  current: z.boolean(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How VAT is shown, from the imprint configuration: §19 UStG small business, or VAT at a rate. */
export const VatSchema = z.object({
  mode: z.enum(['small_business', 'vat']),
  /** 0 for a small business; the rate the gross price includes otherwise (19). */
  ratePercent: z.number(),
});
export type Vat = z.infer<typeof VatSchema>;

/** A plan as sold, its name and description in the request's language. Prices are gross, in cents. */
export const PlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  durationMonths: z.number().int(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ items: z.array(PlanSchema), vat: VatSchema });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** What the company may do now and until when (the same for its team admins and members). Dates as ISO strings. */
export const SubscriptionStateSchema = z.object({
  plan: z.enum(ACCESS_PLANS),
  /** What every screen shows (ACCESS_STATUSES). */
  status: z.enum(ACCESS_STATUSES),
  /** ≤ 3 days left of the trial or of a paid period that does not renew (or in the grace period). */
  expiringSoon: z.boolean(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int(),
  /** End of the paid time (packages stacked); null without a paid period. */
  paidUntil: z.string().nullable(),
  /** The monthly plan renews at `paidUntil` (false for packages and after cancelling). */
  renews: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  /** A failed renewal: paid until this time, then expired. */
  graceUntil: z.string().nullable(),
  /** The signed-in person is a team admin and may buy, cancel or open the portal. */
  canManage: z.boolean(),
  /** The running plan's name (monthly plan or package), in the request's language. */
  planName: z.string().nullable(),
  /** Whether the running plan is the monthly plan (the portal manages it). */
  monthly: z.boolean(),
  /** The monthly plan is running or booked (it renews): it is not offered for sale again. */
  monthlyBooked: z.boolean(),
  /** When paid time starts, if it is booked to start when the running trial ends; null otherwise. */
  paidFrom: z.string().nullable(),
  /** The trial, the paid months and packages and the renewal, as one timeline (running and to come). */
  timeline: z.array(TimelineEntrySchema),
  vat: VatSchema,
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const InvoiceSummarySchema = z.object({
  id: z.string(),
  /** The running invoice number, e.g. "2026-000012". */
  number: z.string(),
  issuedAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  planName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** `/api/invoices/<id>.pdf` */
  downloadUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const PaymentSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded', 'canceled']),
  provider: z.enum(PAYMENT_PROVIDERS),
  planName: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

export const SubscriptionResponseSchema = z.object({
  state: SubscriptionStateSchema,
  invoices: z.array(InvoiceSummarySchema),
  payments: z.array(PaymentSummarySchema),
  /**
   * The provider checkouts go through: `stripe`, or `local` (our own confirm page); `off` when the
   * server runs with billing switched off (checkout answers 503 PAYMENTS_NOT_CONFIGURED).
   */
  provider: z.enum([...PAYMENT_PROVIDERS, 'off']),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

export const CheckoutRequestSchema = z.object({
  planId: z.uuid({ message: 'billing.planNotFound' }),
  /** One per click of "Buy" in a tab: a double click or a retry sends the same key and gets the same checkout. */
  idempotencyKey: z.uuid({ message: 'validation.invalidFormat' }),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({
  checkoutId: z.string(),
  /** The Stripe Checkout page, or `/payments/local/<checkoutId>` with the local provider. Open it in a new tab. */
  url: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const CheckoutStatusResponseSchema = z.object({
  status: z.enum(CHECKOUT_STATUSES),
  /** A translated message for `canceled` ("Payment cancelled.") and `failed` ("Payment verification failed"). */
  message: z.string().nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof CheckoutStatusResponseSchema>;

export const PortalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponseSchema>;

/** The local provider's confirm page (`/payments/local/:checkoutId`). */
export const LocalCheckoutSchema = z.object({
  checkoutId: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  companyName: z.string(),
  plan: PlanSchema,
  /** Months added by this purchase (the package's length, or 1 for the monthly plan). */
  months: z.number().int(),
  vat: VatSchema,
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

/** The local "customer portal": the monthly plan can be cancelled at period end (or resumed). */
export const LocalPortalSchema = z.object({ cancelAtPeriodEnd: z.boolean() });
export type LocalPortalInput = z.input<typeof LocalPortalSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

// Admin (`/admin/subscriptions`, admin role only)

const ReasonSchema = z
  .string({ message: 'billing.reasonRequired' })
  .trim()
  .min(1, 'billing.reasonRequired')
  .max(500, { message: 'validation.tooLong' });

export const AdminExtendTrialSchema = z.object({
  days: z
    .number({ message: 'billing.daysInvalid' })
    .int('billing.daysInvalid')
    .min(1, 'billing.daysInvalid')
    .max(365, 'billing.daysInvalid'),
  reason: ReasonSchema,
});
export type AdminExtendTrialInput = z.input<typeof AdminExtendTrialSchema>;

/** Grant a plan for free: a plan's months (`planId`) or a number of months. */
export const AdminGrantPlanSchema = z
  .object({
    planId: z.uuid({ message: 'billing.planNotFound' }).optional(),
    months: z
      .number()
      .int('billing.monthsInvalid')
      .min(1, 'billing.monthsInvalid')
      .max(36, 'billing.monthsInvalid')
      .optional(),
    reason: ReasonSchema,
  })
  .refine((value) => value.planId !== undefined || value.months !== undefined, {
    message: 'billing.monthsInvalid',
    path: ['months'],
  });
export type AdminGrantPlanInput = z.input<typeof AdminGrantPlanSchema>;

export const AdminEndPlanSchema = z.object({ reason: ReasonSchema });
export type AdminEndPlanInput = z.input<typeof AdminEndPlanSchema>;

export const AdminSubscriptionRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  plan: z.enum(ACCESS_PLANS),
  planName: z.string().nullable(),
  expiringSoon: z.boolean(),
  trialEndsAt: z.string().nullable(),
  paidUntil: z.string().nullable(),
  graceUntil: z.string().nullable(),
  renews: z.boolean(),
  /** Succeeded payments: count and total in cents. */
  paymentsCount: z.number().int(),
  paidTotalCents: z.number().int(),
});
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRowSchema>;

export const AdminSubscriptionsResponseSchema = z.object({ items: z.array(AdminSubscriptionRowSchema) });
export type AdminSubscriptionsResponse = z.infer<typeof AdminSubscriptionsResponseSchema>;

/** The admin's view of a plan: both languages. */
export const AdminPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  nameEn: z.string(),
  nameDe: z.string(),
  descriptionEn: z.string(),
  descriptionDe: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  durationMonths: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** A price change to the monthly plan that running subscriptions get from this date (spec §9). */
  pendingPriceCents: z.number().int().nullable(),
  pendingPriceFrom: z.string().nullable(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

const PlanNameSchema = z.string().trim().min(1, 'validation.required').max(80, { message: 'validation.tooLong' });

export const AdminUpdatePlanSchema = z
  .object({
    nameEn: PlanNameSchema.optional(),
    nameDe: PlanNameSchema.optional(),
    descriptionEn: z.string().trim().max(500, { message: 'validation.tooLong' }).optional(),
    descriptionDe: z.string().trim().max(500, { message: 'validation.tooLong' }).optional(),
    priceCents: z
      .number()
      .int('billing.priceInvalid')
      .min(100, 'billing.priceInvalid')
      .max(10_000_000, 'billing.priceInvalid')
      .optional(),
    isActive: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1000).optional(),
  })
  // A save that changes nothing is a mistake in the request, not an empty update for the database.
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'billing.planNothingToChange',
  });
export type AdminUpdatePlanInput = z.input<typeof AdminUpdatePlanSchema>;

export const AdminPlansResponseSchema = z.object({ items: z.array(AdminPlanSchema) });

export const AdminRevenueResponseSchema = z.object({
  /** Succeeded payments per calendar month (UTC), newest first; gross cents. */
  months: z.array(z.object({ month: z.string(), amountCents: z.number().int(), payments: z.number().int() })),
  currency: z.string(),
});
export type AdminRevenueResponse = z.infer<typeof AdminRevenueResponseSchema>;

/** E2E only (`TEST_CLOCK=true`, loopback): moves the server's clock. */
export const TestClockSchema = z.object({
  offsetDays: z.number().min(-3650).max(3650),
  /** Move only this company's time (other specs share the e2e server); without it, everyone's. */
  companyId: z.uuid().optional(),
});
export const TestClockResponseSchema = z.object({ offsetDays: z.number(), now: z.string() });
