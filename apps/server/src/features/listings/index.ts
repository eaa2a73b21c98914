/**
 * The front door of features/listings: what other features may use (ADR 0036). Other features import
 * `../listings`, never its files (eslint.config.js).
 */
export { getListing } from './get-listing';
export { listingSummaryColumns, searchWords } from './search-listings';
