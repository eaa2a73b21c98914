/**
 * The front door of features/auth: what other features may use (ADR 0036). Other features import
 * `../auth`, never its files (eslint.config.js).
 */
export { sendVerificationEmail } from './email-verification';
