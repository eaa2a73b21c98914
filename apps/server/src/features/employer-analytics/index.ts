/**
 * The front door of features/employer-analytics: what other features may use (ADR 0036). Other features import
 * `../employer-analytics`, never its files (eslint.config.js).
 */
export { countedApplication } from './counted-applications';
export { createListingViewRecorder } from './record-listing-view';
