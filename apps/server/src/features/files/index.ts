/**
 * The front door of features/files: what other features may use (ADR 0036). Other features import
 * `../files`, never its files (eslint.config.js).
 */
export { employerRelatedTo, isModerator, moderatorReviewingAudio } from './file-access';
