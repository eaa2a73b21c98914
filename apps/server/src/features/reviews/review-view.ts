import { calledNameOf } from '@azubi/shared/profile/called-name';
import type { PublicReview, ReviewRejectionReason, ReviewSummary } from '@azubi/shared/reviews/reviews';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, reviews, users } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** How many approved reviews the public page lists (newest first); the average counts them all. */
export const PUBLIC_REVIEWS_SHOWN = 50;

/** The name a review is signed with: the one the author is called by (issue 28), else their first word. */
export const firstName = (name: string | null | undefined, calledName?: string | null) =>
  name ? calledNameOf(name, calledName) || null : null;

export const asReason = (value: string | null) => (value as ReviewRejectionReason | null) ?? null;

/** The approved reply of a review, as the public sees it. */
export function publicReply(row: ReviewRow): PublicReview['reply'] {
  return row.replyText && row.replyStatus === 'approved'
    ? { text: row.replyText, at: (row.replySubmittedAt ?? row.updatedAt).toISOString() }
    : null;
}

export function publicReview(
  row: ReviewRow,
  author: { name: string | null; calledName?: string | null; country: string | null },
): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    communication: row.communicationRating,
    fairness: row.fairnessRating,
    visaSupport: row.visaSupportRating,
    authorFirstName: row.anonymous ? null : firstName(author.name, author.calledName),
    authorCountry: row.anonymous ? null : author.country,
    anonymous: row.anonymous,
    submittedAt: row.submittedAt.toISOString(),
    reply: publicReply(row),
  };
}

/** The average (one decimal) and count of a company's approved reviews. */
export async function reviewSummary(db: Database, companyId: string): Promise<ReviewSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'approved')));
  const count = Number(row?.count ?? 0);
  return { count, average: count > 0 && row?.average != null ? Number(row.average) : null };
}

/** A company's approved reviews, newest first, with each author's first name and country. */
export async function approvedReviews(db: Database, companyId: string) {
  return db
    .select({ review: reviews, name: users.name, calledName: users.calledName, country: candidateProfiles.country })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, reviews.authorId))
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(PUBLIC_REVIEWS_SHOWN);
}
