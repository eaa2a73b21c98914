/**
 * The front door of features/privacy: what other features may use (ADR 0036). Other features import
 * `../privacy`, never its files (eslint.config.js).
 */
export { deleteUser } from './delete-account';
