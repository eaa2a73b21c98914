import type { ModerationReview } from '@azubi/shared/reviews/reviews';
import { and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, reviewReports, reviews, users } from '../../db/schema';
import { provenContacts } from './proven-contact';
import { asReason } from './review-view';

/**
 * The moderation queue at /admin/reviews (moderators and admins): reviews waiting for a decision,
 * companies' replies waiting, and published reviews a company reported; oldest waiting first, each
 * with the proven contact that allowed the review.
 */
export async function listReviewQueue({ db }: { db: Database }): Promise<ModerationReview[]> {
  const openReport = db
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.status, 'open')));
  const rows = await db
    .select({ review: reviews, companyName: companies.name, authorName: users.name, authorEmail: users.email })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(or(eq(reviews.status, 'pending'), eq(reviews.replyStatus, 'pending'), exists(openReport)))
    .orderBy(asc(reviews.submittedAt));
  if (rows.length === 0) return [];
  const reports = await db
    .select()
    .from(reviewReports)
    .where(
      and(
        inArray(
          reviewReports.reviewId,
          rows.map((row) => row.review.id),
        ),
        eq(reviewReports.status, 'open'),
      ),
    )
    .orderBy(asc(reviewReports.createdAt));
  const items = await Promise.all(
    rows.map(async ({ review, companyName, authorName, authorEmail }) => {
      const contact = review.authorId
        ? (await provenContacts(db, review.authorId, [review.companyId])).get(review.companyId)
        : undefined;
      const own = reports.filter((report) => report.reviewId === review.id);
      const waiting = [
        review.status === 'pending' ? review.submittedAt : null,
        review.replyStatus === 'pending' ? review.replySubmittedAt : null,
        own[0]?.createdAt ?? null,
      ].filter((at): at is Date => at !== null);
      const item: ModerationReview = {
        id: review.id,
        companyId: review.companyId,
        companyName,
        authorName,
        authorEmail,
        rating: review.rating,
        text: review.text,
        communication: review.communicationRating,
        fairness: review.fairnessRating,
        visaSupport: review.visaSupportRating,
        anonymous: review.anonymous,
        status: review.status,
        submittedAt: review.submittedAt.toISOString(),
        resubmitted: review.resubmittedAt !== null,
        contact: contact ? { kind: contact.kind, at: contact.at.toISOString() } : null,
        reply:
          review.replyText && review.replyStatus
            ? {
                text: review.replyText,
                status: review.replyStatus,
                submittedAt: (review.replySubmittedAt ?? review.updatedAt).toISOString(),
              }
            : null,
        reports: own.map((report) => ({
          reason: asReason(report.reason)!,
          note: report.note,
          createdAt: report.createdAt.toISOString(),
        })),
      };
      return { item, waitingSince: Math.min(...waiting.map((at) => at.getTime())) };
    }),
  );
  return items.sort((a, b) => a.waitingSince - b.waitingSince).map(({ item }) => item);
}
