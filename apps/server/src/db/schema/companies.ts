import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import { companyVerificationStatus, invitationStatus, teamRole } from './enums';
import { files } from './files';

/**
 * An employer company (better-auth's organization). The spec's employer_profiles.company_name is
 * `name`; the company profile fields and verification live here too.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    about: text('about'),
    industry: text('industry'),
    location: text('location'),
    website: text('website'),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    bannerFileId: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    verificationStatus: companyVerificationStatus('verification_status').notNull().default('not_verified'),
    /** The moderator's reason for a rejection. */
    verificationNote: text('verification_note'),
    /** When the company last asked to be verified: the moderators' queue is oldest first. */
    verificationRequestedAt: tz('verification_requested_at'),
    verifiedAt: tz('verified_at'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** The 10-day trial can be used once per company. */
    trialUsed: boolean('trial_used').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Made with test users at /admin/create-test-users; deleted with them. */
    isTest: boolean('is_test').notNull().default(false),
    /** Applications waiting longer than this many days in one stage are highlighted on the kanban. */
    staleAfterDays: integer('stale_after_days').notNull().default(7),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_verification_idx').on(t.verificationStatus)],
);

/** Documents an employer uploads to prove the company is real. */
export const companyVerificationDocuments = pgTable('company_verification_documents', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Membership of a user in a company (better-auth's member). The company's owner is an `admin`. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_idx').on(t.companyId, t.userId),
    index('company_members_user_idx').on(t.userId),
  ],
);

/**
 * A team invitation (spec: team_members with invitation_token). The token is a random UUID sent
 * in the link `/auth?invitation={token}`; one pending invitation per company and e-mail.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: teamRole('role').notNull().default('member'),
    status: invitationStatus('status').notNull().default('pending'),
    token: uuid('token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    expiresAt: tz('expires_at').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: tz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_email_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
