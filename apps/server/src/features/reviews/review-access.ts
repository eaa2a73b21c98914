import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Candidate } from '../../http/access';

/**
 * The candidate's own review; anyone else's is "Review not found". Reviews are written by candidates
 * only (spec §6): the routes are declared `candidate`.
 */
export async function ownReview(db: Database, actor: Candidate, reviewId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.authorId, actor.userId)));
  if (!row) throw AppError.notFound('reviews.notFound');
  return row;
}
