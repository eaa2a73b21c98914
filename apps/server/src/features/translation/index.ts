/**
 * The front door of features/translation: what other features may use (ADR 0036). Other features import
 * `../translation`, never its files (eslint.config.js).
 */
export { textHash } from './translate-text';
