import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import { and, count, eq, exists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  audioReports,
  candidateProfiles,
  companies,
  conversationReports,
  reviewReports,
  reviews,
} from '../../db/schema';

/**
 * How much waits in each staff queue (issue 29), counted as the queues list it: pending profiles
 * (`listPendingVerifications`), pending companies (`listPendingCompanies`), the review queue
 * (`listReviewQueue`: reviews or replies pending, or a report open) and open audio and
 * conversation reports. Five counts in one round of parallel queries, each on an index by status.
 */
export async function countPending(db: Database): Promise<PendingCounts> {
  const openReport = db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.status, 'open')));
  const [[profiles], [companiesWaiting], [reviewsWaiting], [audio], [conversations]] = await Promise.all([
    db.select({ n: count() }).from(candidateProfiles).where(eq(candidateProfiles.approvalStatus, 'pending')),
    db.select({ n: count() }).from(companies).where(eq(companies.verificationStatus, 'pending')),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(or(eq(reviews.status, 'pending'), eq(reviews.replyStatus, 'pending'), exists(openReport))),
    db.select({ n: count() }).from(audioReports).where(eq(audioReports.status, 'open')),
    db.select({ n: count() }).from(conversationReports).where(eq(conversationReports.status, 'open')),
  ]);
  const verifications = { profiles: profiles?.n ?? 0, companies: companiesWaiting?.n ?? 0 };
  const reports = { audio: audio?.n ?? 0, conversations: conversations?.n ?? 0 };
  return {
    verifications: { ...verifications, total: verifications.profiles + verifications.companies },
    reviews: reviewsWaiting?.n ?? 0,
    reports: { ...reports, total: reports.audio + reports.conversations },
  };
}
