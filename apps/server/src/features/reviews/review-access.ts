import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { isCandidate } from '../../http/access';

/** Reviews are written by candidates only (spec §6). */
export function requireCandidate(actor: Actor): void {
  if (!isCandidate(actor.role)) throw AppError.forbidden('reviews.candidatesOnly');
}

/** The candidate's own review; anyone else's is "Review not found". */
export async function ownReview(db: Database, actor: Actor, reviewId: string) {
  requireCandidate(actor);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.authorId, actor.userId)));
  if (!row) throw AppError.notFound('reviews.notFound');
  return row;
}
