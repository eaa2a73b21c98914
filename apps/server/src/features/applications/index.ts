/**
 * The front door of features/applications: what other features may use (ADR 0036). Other features import
 * `../applications`, never its files (eslint.config.js).
 */
export { fileSharedWithCompany } from './application-documents';
