import type { ReviewRejectionReason } from '@azubi/shared/reviews/reviews';
import type { Database } from '../../db/client';
import { isUniqueViolationError } from '../../db/errors';
import { reviewReports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { companyReview } from './employer-reviews';

/**
 * A company reports a published review to the moderators with a reason; the review stays visible
 * until a moderator decides (a company can never delete or hide a review itself). One open report
 * per review (a partial unique index).
 */
export async function reportReview(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  reviewId: string,
  input: { reason: ReviewRejectionReason; note: string | null },
): Promise<void> {
  const review = await companyReview(db, companyId, reviewId);
  if (review.status !== 'approved') throw AppError.notFound('reviews.notFound');
  try {
    await db
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: actor.userId, reason: input.reason, note: input.note });
  } catch (err) {
    if (isUniqueViolationError(err)) throw new AppError(409, 'CONFLICT', 'reviews.alreadyReported');
    throw err;
  }
}
