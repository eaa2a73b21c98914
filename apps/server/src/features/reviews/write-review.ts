import type { MyReview, ReviewInputSchema } from '@azubi/shared/reviews/reviews';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolationError } from '../../db/errors';
import { companies, reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Candidate } from '../../http/access';
import { getMyReview } from './list-my-reviews';
import { provenContacts } from './proven-contact';
import { ownReview } from './review-access';

type Input = z.output<typeof ReviewInputSchema>;
type Deps = { db: Database; actor: Candidate };

const columns = (input: Input) => ({
  rating: input.rating,
  text: input.text,
  communicationRating: input.communication,
  fairnessRating: input.fairness,
  visaSupportRating: input.visaSupport,
  anonymous: input.anonymous,
});

/**
 * A candidate reviews a company: only after a proven contact, once per company (the unique index
 * backs the check). The review waits for a moderator before anyone else sees it.
 */
export async function createReview({ db, actor }: Deps, companyId: string, input: Input): Promise<MyReview> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw AppError.notFound('reviews.companyNotFound');
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.authorId, actor.userId)));
  if (existing) throw new AppError(409, 'CONFLICT', 'reviews.alreadyReviewed');
  const contacts = await provenContacts(db, actor.userId, [companyId]);
  if (!contacts.has(companyId)) throw AppError.forbidden('reviews.noContact');
  try {
    const [row] = await db
      .insert(reviews)
      .values({ companyId, authorId: actor.userId, status: 'pending', submittedAt: new Date(), ...columns(input) })
      .returning({ id: reviews.id });
    return getMyReview(db, actor.userId, row!.id);
  } catch (err) {
    if (isUniqueViolationError(err)) throw new AppError(409, 'CONFLICT', 'reviews.alreadyReviewed');
    throw err;
  }
}

/**
 * The author edits their review: it goes back to moderation. A rejected review may be edited and
 * resubmitted once; rejected again, it stays as it is.
 */
export async function editReview({ db, actor }: Deps, reviewId: string, input: Input): Promise<MyReview> {
  const review = await ownReview(db, actor, reviewId);
  const resubmission = review.status === 'rejected';
  if (resubmission && review.resubmittedAt) throw new AppError(409, 'CONFLICT', 'reviews.resubmitUsed');
  const now = new Date();
  await db
    .update(reviews)
    .set({
      ...columns(input),
      status: 'pending',
      submittedAt: now,
      rejectionReason: null,
      moderationNote: null,
      ...(resubmission ? { resubmittedAt: now } : {}),
    })
    .where(eq(reviews.id, review.id));
  return getMyReview(db, actor.userId, review.id);
}
