/**
 * Reviews' choices, limits and API addresses, without zod (`reviews.ts` has the schemas and
 * re-exports these): the screens that only show or fetch reviews import them from here and so do
 * not ship zod to the browser (ADR 0033).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The optional aspects a candidate may rate besides the stars. */
export const REVIEW_ASPECTS = ['communication', 'fairness', 'visaSupport'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
/** Why a moderator rejects a review or reply, and why a company reports a review. */
export const REVIEW_REJECTION_REASONS = ['insult', 'personal_data', 'off_topic', 'not_about_company', 'spam'] as const;
export type ReviewRejectionReason = (typeof REVIEW_REJECTION_REASONS)[number];
/** What proves the contact: an answered application, an interview that took place, a company's message. */
export const REVIEW_CONTACT_KINDS = ['application', 'interview', 'conversation'] as const;
export type ReviewContactKind = (typeof REVIEW_CONTACT_KINDS)[number];
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NOTE_MAX = 1000;

/** The API's addresses, for both sides. */
export const reviewUrls = {
  mine: '/api/my-reviews',
  myReview: (id: string) => `/api/my-reviews/${encodeURIComponent(id)}`,
  create: (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/reviews`,
  employer: '/api/employer/reviews',
  reply: (id: string) => `/api/employer/reviews/${encodeURIComponent(id)}/reply`,
  report: (id: string) => `/api/employer/reviews/${encodeURIComponent(id)}/report`,
  moderation: '/api/admin/reviews',
  decision: (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}/decision`,
  replyDecision: (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}/reply-decision`,
} as const;
