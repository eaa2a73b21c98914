import type { ModerateReviewSchema } from '@azubi/shared/reviews/reviews';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, reviewReports, reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { recordNotification, type NotifyDeps } from '../../platform/notify/notify';

type Decision = z.output<typeof ModerateReviewSchema>;
type Deps = NotifyDeps & { actor: Actor };

/**
 * A moderator decides a review: a pending one, or a published one a company reported. Approve
 * publishes it (and dismisses open reports); reject takes it down with a listed reason and a note
 * (and upholds open reports). The author is told in the app and by e-mail in their language with
 * the reason (a statement of reasons, DSA art. 17), and whether they may edit and resubmit.
 */
export async function decideReview(deps: Deps, reviewId: string, decision: Decision): Promise<void> {
  const { db, actor } = deps;
  const [row] = await db
    .select({ review: reviews, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw AppError.notFound('reviews.notFound');
  const { companyName } = row;
  const sendEmail = await db.transaction(async (tx) => {
    // Locked, so that an edit or a second moderator waits for this decision.
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw AppError.notFound('reviews.notFound');
    const [report] = await tx
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')))
      .limit(1);
    const decidable = review.status === 'pending' || (review.status === 'approved' && report);
    if (!decidable) throw new AppError(409, 'CONFLICT', 'reviews.notPending');
    const approve = decision.decision === 'approve';
    const now = new Date();
    await tx
      .update(reviews)
      .set({
        status: approve ? 'approved' : 'rejected',
        moderatedBy: actor.userId,
        moderatedAt: now,
        rejectionReason: approve ? null : decision.reason,
        moderationNote: approve ? null : decision.note,
      })
      .where(eq(reviews.id, review.id));
    await tx
      .update(reviewReports)
      .set({ status: approve ? 'dismissed' : 'upheld', resolvedBy: actor.userId, resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')));
    // Approving a reported, already published review changes nothing for its author.
    if (!review.authorId || (approve && review.status === 'approved')) return async () => {};
    return recordNotification(deps, tx, {
      userId: review.authorId,
      type: 'review_moderated',
      data: approve
        ? { subject: 'review', companyName, decision: 'approved' }
        : {
            subject: 'review',
            companyName,
            decision: 'rejected',
            reason: decision.reason,
            note: decision.note,
            canResubmit: review.resubmittedAt === null,
          },
      link: '/my-reviews',
    });
  });
  await sendEmail();
}

/**
 * A moderator decides a company's pending reply: approve publishes it under the review; reject
 * with a reason and a note, which the reply's author is told (they may write it again).
 */
export async function decideReply(deps: Deps, reviewId: string, decision: Decision): Promise<void> {
  const { db, actor } = deps;
  const [row] = await db
    .select({ review: reviews, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw AppError.notFound('reviews.notFound');
  const { review, companyName } = row;
  const approve = decision.decision === 'approve';
  const sendEmail = await db.transaction(async (tx) => {
    const updated = await tx
      .update(reviews)
      .set({
        replyStatus: approve ? 'approved' : 'rejected',
        replyModeratedBy: actor.userId,
        replyRejectionReason: approve ? null : decision.reason,
        replyModerationNote: approve ? null : decision.note,
      })
      .where(and(eq(reviews.id, review.id), eq(reviews.replyStatus, 'pending')))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'reviews.replyNotPending');
    if (!review.replyAuthorId) return async () => {};
    return recordNotification(deps, tx, {
      userId: review.replyAuthorId,
      type: 'review_moderated',
      data: approve
        ? { subject: 'reply', companyName, decision: 'approved' }
        : { subject: 'reply', companyName, decision: 'rejected', reason: decision.reason, note: decision.note },
      link: `/employer-profile/${review.companyId}`,
    });
  });
  await sendEmail();
}
