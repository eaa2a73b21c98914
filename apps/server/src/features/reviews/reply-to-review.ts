import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { companyReview } from './employer-reviews';

/**
 * The company's one public reply to an approved review; it waits for a moderator like the review.
 * A pending or rejected reply may be rewritten (and waits again); an approved one stays.
 */
export async function replyToReview(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  reviewId: string,
  text: string,
): Promise<void> {
  const review = await companyReview(db, companyId, reviewId);
  if (review.status !== 'approved') throw new AppError(409, 'CONFLICT', 'reviews.replyNotAllowed');
  if (review.replyStatus === 'approved') throw new AppError(409, 'CONFLICT', 'reviews.replyExists');
  await db
    .update(reviews)
    .set({
      replyText: text,
      replyStatus: 'pending',
      replyAuthorId: actor.userId,
      replySubmittedAt: new Date(),
      replyModeratedBy: null,
      replyRejectionReason: null,
      replyModerationNote: null,
    })
    .where(eq(reviews.id, review.id));
}
