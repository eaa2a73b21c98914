import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './_columns';
import { users } from './auth';
import { emailCampaigns } from './billing';
import { locale } from './enums';

/**
 * E-mail campaigns' sending (issue 19, spec §2 `/admin/email-campaigns`, `/admin/campaigns`); the
 * campaign itself is `email_campaigns` (billing.ts).
 */
export const campaignRecipientStatus = pgEnum('campaign_recipient_status', ['pending', 'sent', 'failed']);

/**
 * One row per person a campaign goes to, fixed when sending starts: a batch claims pending rows
 * and marks each sent once, so a pause, a resume or a second worker never sends a second copy.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: locale('locale').notNull(),
    status: campaignRecipientStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a batch claimed the row (a claim older than a few minutes is free again). */
    claimedAt: tz('claimed_at'),
    error: text('error'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_pair_idx').on(t.campaignId, t.userId),
    index('email_campaign_recipients_status_idx').on(t.campaignId, t.status),
  ],
);

/** People who unsubscribed from campaigns (one click, RFC 8058): never in an audience again. */
export const campaignOptOuts = pgTable('campaign_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The campaign whose link they used, for its "unsubscribed" count; null from settings. */
  campaignId: uuid('campaign_id').references(() => emailCampaigns.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
