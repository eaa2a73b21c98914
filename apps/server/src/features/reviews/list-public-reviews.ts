import type { PublicReviews } from '@azubi/shared/reviews/reviews';
import type { Database } from '../../db/client';
import { approvedReviews, publicReview, reviewSummary } from './review-view';

/**
 * What anyone sees of a company's reviews on its public page (`/employer-profile/{id}`) and its
 * listings: approved reviews only, with their approved reply, the average and the count.
 */
export async function listPublicReviews(db: Database, companyId: string): Promise<PublicReviews> {
  const [summary, rows] = await Promise.all([reviewSummary(db, companyId), approvedReviews(db, companyId)]);
  return { summary, items: rows.map((row) => publicReview(row.review, row)) };
}
