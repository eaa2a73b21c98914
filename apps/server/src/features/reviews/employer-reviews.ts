import type { EmployerReviews } from '@azubi/shared/reviews/reviews';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { approvedReviews, asReason, publicReview, reviewSummary } from './review-view';

/**
 * The approved reviews of the employer's own company, as the public sees them, with the company's
 * reply (in any state) and whether a report is open. Team members and the employer alike.
 */
export async function listEmployerReviews({
  db,
  companyId,
}: {
  db: Database;
  companyId: string;
}): Promise<EmployerReviews> {
  const [summary, rows] = await Promise.all([reviewSummary(db, companyId), approvedReviews(db, companyId)]);
  const ids = rows.map((row) => row.review.id);
  const reported = new Set(
    ids.length > 0
      ? (
          await db
            .select({ reviewId: reviewReports.reviewId })
            .from(reviewReports)
            .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, 'open')))
        ).map((row) => row.reviewId)
      : [],
  );
  return {
    summary,
    items: rows.map(({ review, name, calledName, country }) => ({
      ...publicReview(review, { name, calledName, country }),
      ownReply:
        review.replyText && review.replyStatus
          ? {
              text: review.replyText,
              status: review.replyStatus,
              rejectionReason: review.replyStatus === 'rejected' ? asReason(review.replyRejectionReason) : null,
            }
          : null,
      reported: reported.has(review.id),
    })),
  };
}

/** An approved review of the member's company; any other is "Review not found". */
export async function companyReview(db: Database, companyId: string, reviewId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId)));
  if (!row) throw AppError.notFound('reviews.notFound');
  return row;
}
