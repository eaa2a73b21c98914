import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';

/**
 * What the data export (GDPR Art. 15 and 20) takes from each table: every table with a column
 * that refers to users.id, matched on all such columns, plus rows that belong to the user through
 * another table (messages of their conversations, the history of their applications).
 * `privacy.test.ts` walks the schema and fails when a table that refers to users is missing here
 * or one of its user columns is not matched. Left out of the export, and why:
 * - secrets that would weaken the account if the zip leaked: password hash, OAuth tokens,
 *   session ids and tokens, one-time tokens (verifications keep only their purpose and dates;
 *   links in mail copies lose their token), invitation tokens, storage keys;
 * - an employer's private notes on a saved candidate (their working notes, Art. 15(4) GDPR):
 *   the fact of being saved and by which company is exported;
 * - who reported the user's audio (the reporter's identity is someone else's personal data).
 * docs/decisions/0010-data-export-and-account-deletion.md explains the choices.
 */
export type ExportEntry = {
  table: PgTable;
  /** Columns that refer to users.id; a row matches when any of them is the user. */
  userColumns: PgColumn[];
  /** Further rows that belong to the user through another table. */
  also?: (userId: string) => SQL;
  /** Column properties never exported. */
  omit?: string[];
};

const conversationsOf = (userId: string) =>
  sql`(select ${t.conversations.id} from ${t.conversations} where ${t.conversations.candidateId} = ${userId})`;
const interviewsOf = (userId: string) =>
  sql`(select ${t.interviews.id} from ${t.interviews} where ${t.interviews.candidateId} = ${userId})`;
const applicationsOf = (userId: string) =>
  sql`(select ${t.applications.id} from ${t.applications} where ${t.applications.candidateId} = ${userId})`;

export const EXPORT_PLAN: ExportEntry[] = [
  { table: t.users, userColumns: [t.users.id], omit: ['calendarTokenHash'] },
  { table: t.sessions, userColumns: [t.sessions.userId], omit: ['id', 'token'] },
  {
    table: t.accounts,
    userColumns: [t.accounts.userId],
    omit: ['password', 'accessToken', 'refreshToken', 'idToken'],
  },
  { table: t.files, userColumns: [t.files.ownerId], omit: ['storageKey'] },
  { table: t.companies, userColumns: [t.companies.verifiedBy] },
  { table: t.companyMembers, userColumns: [t.companyMembers.userId] },
  {
    table: t.teamInvitations,
    userColumns: [t.teamInvitations.invitedBy, t.teamInvitations.acceptedBy],
    omit: ['token'],
  },
  { table: t.candidateProfiles, userColumns: [t.candidateProfiles.userId, t.candidateProfiles.reviewedBy] },
  { table: t.candidateDocuments, userColumns: [t.candidateDocuments.candidateId] },
  { table: t.audioIntroductions, userColumns: [t.audioIntroductions.candidateId] },
  {
    table: t.audioReports,
    userColumns: [t.audioReports.candidateId, t.audioReports.reporterId, t.audioReports.resolvedBy],
    omit: ['reporterId'],
  },
  { table: t.listings, userColumns: [t.listings.createdBy], omit: ['searchText', 'searchVector', 'browseFacets'] },
  { table: t.applications, userColumns: [t.applications.candidateId] },
  // Which documents went with each of the person's applications (issue 28.2).
  {
    table: t.applicationDocuments,
    userColumns: [],
    also: (userId) => inArray(t.applicationDocuments.applicationId, applicationsOf(userId)),
  },
  {
    table: t.applicationStatusHistory,
    userColumns: [t.applicationStatusHistory.changedBy],
    also: (userId) => inArray(t.applicationStatusHistory.applicationId, applicationsOf(userId)),
  },
  {
    table: t.interviews,
    userColumns: [
      t.interviews.candidateId,
      t.interviews.scheduledBy,
      t.interviews.interviewerId,
      t.interviews.canceledBy,
    ],
  },
  {
    table: t.interviewSlots,
    userColumns: [],
    also: (userId) => inArray(t.interviewSlots.interviewId, interviewsOf(userId)),
  },
  {
    table: t.interviewTimeChanges,
    userColumns: [t.interviewTimeChanges.changedBy],
    also: (userId) => inArray(t.interviewTimeChanges.interviewId, interviewsOf(userId)),
  },
  { table: t.conversations, userColumns: [t.conversations.candidateId] },
  {
    table: t.messages,
    userColumns: [t.messages.senderId],
    also: (userId) => inArray(t.messages.conversationId, conversationsOf(userId)),
  },
  {
    table: t.messageAttachments,
    userColumns: [t.messageAttachments.uploaderId],
    also: (userId) =>
      sql`${t.messageAttachments.messageId} in (select ${t.messages.id} from ${t.messages} where ${inArray(t.messages.conversationId, conversationsOf(userId))})`,
  },
  { table: t.conversationReads, userColumns: [t.conversationReads.userId] },
  { table: t.conversationEmailNotices, userColumns: [t.conversationEmailNotices.userId] },
  { table: t.conversationReports, userColumns: [t.conversationReports.reporterId, t.conversationReports.resolvedBy] },
  {
    table: t.savedCandidates,
    userColumns: [t.savedCandidates.candidateId, t.savedCandidates.savedBy],
    omit: ['notes'],
  },
  // The companies the candidate revealed themselves to ("Reveal my profile").
  { table: t.candidateReveals, userColumns: [t.candidateReveals.candidateId] },
  // The notes' text is the team's working notes (Art. 15(4) GDPR), as with saved candidates.
  { table: t.candidateNotes, userColumns: [t.candidateNotes.candidateId, t.candidateNotes.authorId], omit: ['body'] },
  { table: t.candidateSearchProfiles, userColumns: [t.candidateSearchProfiles.createdBy] },
  { table: t.trainingSearchProfiles, userColumns: [t.trainingSearchProfiles.candidateId] },
  { table: t.candidateMatches, userColumns: [t.candidateMatches.candidateId] },
  // The listings the candidate's training search profiles found, and the match digests they were sent.
  {
    table: t.listingMatches,
    userColumns: [],
    also: (userId) =>
      sql`${t.listingMatches.searchProfileId} in (select ${t.trainingSearchProfiles.id} from ${t.trainingSearchProfiles} where ${t.trainingSearchProfiles.candidateId} = ${userId})`,
  },
  { table: t.matchDigests, userColumns: [t.matchDigests.userId] },
  {
    table: t.reviews,
    userColumns: [t.reviews.authorId, t.reviews.moderatedBy, t.reviews.replyAuthorId, t.reviews.replyModeratedBy],
  },
  { table: t.reviewReports, userColumns: [t.reviewReports.reporterId, t.reviewReports.resolvedBy] },
  // Placements (issue 20): the candidate's, with every step and the list of documents (the files themselves are in the zip's files when they uploaded them).
  { table: t.placements, userColumns: [t.placements.candidateId] },
  {
    table: t.placementSteps,
    userColumns: [t.placementSteps.updatedBy],
    also: (userId) =>
      sql`${t.placementSteps.placementId} in (select ${t.placements.id} from ${t.placements} where ${t.placements.candidateId} = ${userId})`,
  },
  {
    table: t.placementDocuments,
    userColumns: [t.placementDocuments.uploadedBy],
    also: (userId) =>
      sql`${t.placementDocuments.placementId} in (select ${t.placements.id} from ${t.placements} where ${t.placements.candidateId} = ${userId})`,
  },
  { table: t.notifications, userColumns: [t.notifications.userId] },
  { table: t.notificationPreferences, userColumns: [t.notificationPreferences.userId] },
  // Web Push (ADR 0032): the devices by name, never the push service's address or the keys.
  { table: t.pushSubscriptions, userColumns: [t.pushSubscriptions.userId], omit: ['endpoint', 'p256dh', 'auth'] },
  { table: t.pushSettings, userColumns: [t.pushSettings.userId] },
  { table: t.pushHeld, userColumns: [t.pushHeld.userId] },
  { table: t.blogPosts, userColumns: [t.blogPosts.authorId] },
  // Billing: the checkouts a person started, the periods an admin granted, the trial they had.
  { table: t.payments, userColumns: [t.payments.createdBy] },
  { table: t.paidPeriods, userColumns: [t.paidPeriods.createdBy] },
  { table: t.trialGrants, userColumns: [t.trialGrants.userId] },
  { table: t.promoCampaigns, userColumns: [t.promoCampaigns.createdBy] },
  { table: t.emailCampaigns, userColumns: [t.emailCampaigns.createdBy] },
  // Campaign mail a person was sent, and their unsubscribe.
  { table: t.emailCampaignRecipients, userColumns: [t.emailCampaignRecipients.userId] },
  { table: t.campaignOptOuts, userColumns: [t.campaignOptOuts.userId] },
  { table: t.analyticsEvents, userColumns: [t.analyticsEvents.userId] },
  // The days a person was active (the admin's daily active users).
  { table: t.analyticsActiveUsers, userColumns: [t.analyticsActiveUsers.userId] },
];

export function exportCondition(entry: ExportEntry, userId: string): SQL {
  const parts = entry.userColumns.map((column) => eq(column, userId));
  if (entry.also) parts.push(entry.also(userId));
  return or(...parts)!;
}
