import type { MyReview, MyReviews } from '@azubi/shared/reviews/reviews';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Candidate } from '../../http/access';
import { provenContacts } from './proven-contact';
import { asReason, publicReply, type ReviewRow } from './review-view';

function myReview(row: ReviewRow, companyName: string): MyReview {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    rating: row.rating,
    text: row.text,
    communication: row.communicationRating,
    fairness: row.fairnessRating,
    visaSupport: row.visaSupportRating,
    anonymous: row.anonymous,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? asReason(row.rejectionReason) : null,
    moderationNote: row.status === 'rejected' ? row.moderationNote : null,
    canEdit: !(row.status === 'rejected' && row.resubmittedAt),
    submittedAt: row.submittedAt.toISOString(),
    reply: row.status === 'approved' ? publicReply(row) : null,
  };
}

export async function getMyReview(db: Database, authorId: string, reviewId: string): Promise<MyReview> {
  const [row] = await db
    .select({ review: reviews, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.authorId, authorId)));
  if (!row) throw AppError.notFound('reviews.notFound');
  return myReview(row.review, row.companyName);
}

/**
 * The candidate's reviews with their states (newest first), and the companies they may still
 * review: a proven contact and no review yet.
 */
export async function listMyReviews({ db, actor }: { db: Database; actor: Candidate }): Promise<MyReviews> {
  const rows = await db
    .select({ review: reviews, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.authorId, actor.userId))
    .orderBy(desc(reviews.submittedAt));
  const reviewed = new Set(rows.map((row) => row.review.companyId));
  const contacts = await provenContacts(db, actor.userId);
  const open = [...contacts.keys()].filter((companyId) => !reviewed.has(companyId));
  const names =
    open.length > 0
      ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, open))
      : [];
  return {
    items: rows.map((row) => myReview(row.review, row.companyName)),
    reviewable: names
      .map((company) => ({ companyId: company.id, companyName: company.name, contact: contacts.get(company.id)!.kind }))
      .sort((a, b) => a.companyName.localeCompare(b.companyName)),
  };
}
