import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { users } from './auth';
import {
  approvalStatus,
  audioReportReason,
  certificateType,
  germanLevel,
  programType,
  reportStatus,
  visaStatus,
} from './enums';
import { files } from './files';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Profiles employers may find in search (spec §6): approved and shared. The search indexes cover only these. */
const SEARCHABLE = sql`approval_status = 'approved' and share_profile`;

export type CandidateLinks = { github?: string; portfolio?: string; linkedin?: string };
export type AdditionalCertification = { name: string; issuingOrganization: string; dateObtained: string };
/** Dates as MM.YYYY, as the form shows them. */
export type EducationEntry = { institution: string; qualification: string; start: string; end?: string | null };
export type WorkExperienceEntry = {
  company: string;
  position: string;
  start: string;
  end?: string | null;
  description?: string | null;
};

/** The candidate (azubi) profile: one row per candidate user (spec §3 "Candidate profile"). */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    availableFrom: date('available_from', { mode: 'string' }),
    phone: text('phone'),
    location: text('location'),
    country: text('country'),
    bio: text('bio'),
    germanLevel: germanLevel('german_level'),
    certificateType: certificateType('certificate_type'),
    germanCertificateFileId: uuid('german_certificate_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** What the candidate said the uploaded certificate is and shows; checked against the stated level. */
    germanCertificateType: certificateType('german_certificate_type'),
    germanCertificateLevel: germanLevel('german_certificate_level'),
    schoolCertificateFileId: uuid('school_certificate_file_id').references(() => files.id, { onDelete: 'set null' }),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    ausbildungFields: text('ausbildung_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fsjSectors: text('fsj_sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    programInterests: programType('program_interests')
      .array()
      .notNull()
      .default(sql`'{}'::program_type[]`),
    links: jsonb('links').$type<CandidateLinks>().notNull().default({}),
    preferredStartDate: date('preferred_start_date', { mode: 'string' }),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    driversLicense: boolean('drivers_license').notNull().default(false),
    /**
     * The candidate's answer about a visa (null: not answered, shown as unknown). `visa_required`
     * and `work_permit_available` are kept in step with it on every save (search and matching read them).
     */
    visaStatus: visaStatus('visa_status'),
    visaRequired: boolean('visa_required').notNull().default(false),
    workPermitAvailable: boolean('work_permit_available').notNull().default(false),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hobbies: text('hobbies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    additionalCertifications: jsonb('additional_certifications')
      .$type<AdditionalCertification[]>()
      .notNull()
      .default([]),
    education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
    workExperience: jsonb('work_experience').$type<WorkExperienceEntry[]>().notNull().default([]),
    shareProfile: boolean('share_profile').notNull().default(true),
    shareDocuments: boolean('share_documents').notNull().default(false),
    /**
     * No longer read (issue 27): every candidate now stays anonymous until they reveal themselves
     * (features/candidates/candidate-disclosure.ts), so the "stay anonymous until I answer" switch is
     * gone. Kept so other branches' migrations and the seed still apply; drop it in a later migration.
     */
    stayAnonymous: boolean('stay_anonymous').notNull().default(false),
    /** "Seen" marks in conversations; off: the company is never told how far the candidate has read. */
    showReadReceipts: boolean('show_read_receipts').notNull().default(true),
    /**
     * Employer search over skills and bio ('simple' words for prefix matching), kept up to date by
     * a database trigger (migration 0012); application code never writes it.
     */
    searchVector: tsvector('search_vector'),
    approvalStatus: approvalStatus('approval_status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    submittedAt: tz('submitted_at'),
    reviewedAt: tz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the approval came from a Goethe/TELC certificate at B1+ (spec §4). */
    autoApproved: boolean('auto_approved').notNull().default(false),
    /**
     * The client's ids (`Idempotency-Key`) of the last 20 profile saves applied, newest first: a
     * save retried after a lost answer is recognised and not applied a second time.
     */
    appliedSaveIds: text('applied_save_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidate_profiles_approval_idx').on(t.approvalStatus),
    // Employer candidate search (newest first, ties by id), and the filters that narrow most.
    index('candidate_profiles_search_created_idx').on(t.createdAt, t.userId).where(SEARCHABLE),
    index('candidate_profiles_search_level_idx').on(t.germanLevel, t.createdAt).where(SEARCHABLE),
    index('candidate_profiles_search_country_idx').on(t.country, t.createdAt).where(SEARCHABLE),
    index('candidate_profiles_search_location_idx')
      .on(sql`lower(${t.location})`)
      .where(SEARCHABLE),
    index('candidate_profiles_search_birth_idx').on(t.dateOfBirth).where(SEARCHABLE),
    index('candidate_profiles_search_available_idx').on(t.availableFrom).where(SEARCHABLE),
    index('candidate_profiles_search_fields_idx').using('gin', t.ausbildungFields).where(SEARCHABLE),
    index('candidate_profiles_search_sectors_idx').using('gin', t.fsjSectors).where(SEARCHABLE),
    index('candidate_profiles_search_programs_idx').using('gin', t.programInterests).where(SEARCHABLE),
    index('candidate_profiles_search_vector_idx').using('gin', t.searchVector).where(SEARCHABLE),
    // Matching (features/matching): the profiles changed since a search profile's last check.
    index('candidate_profiles_matching_changed_idx').on(t.updatedAt).where(SEARCHABLE),
  ],
);

/** Further documents of a candidate (spec: "other documents"). */
export const candidateDocuments = pgTable('candidate_documents', {
  id: id(),
  candidateId: uuid('candidate_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  label: text('label'),
  createdAt: createdAt(),
});

/** The audio self-introduction (max 2 minutes, consent required, deleted after 12 months). */
export const audioIntroductions = pgTable(
  'audio_introductions',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
    consentAt: tz('consent_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('audio_duration_range', sql`${t.durationSeconds} between 10 and 120`)],
);

/** A report on an audio introduction; `due_at` is 24 h after creation, 48 h for discrimination. */
export const audioReports = pgTable(
  'audio_reports',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: audioReportReason('reason').notNull(),
    description: text('description'),
    status: reportStatus('status').notNull().default('open'),
    dueAt: tz('due_at').notNull(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tz('resolved_at'),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [index('audio_reports_queue_idx').on(t.status, t.dueAt)],
);
