/**
 * The front door of features/reviews: what other features may use (ADR 0036). Other features import
 * `../reviews`, never its files (eslint.config.js).
 */
export { listPublicReviews } from './list-public-reviews';
export { reviewSummary } from './review-view';
