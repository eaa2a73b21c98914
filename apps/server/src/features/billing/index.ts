/**
 * The front door of features/billing: what other features may use (ADR 0036). Other features import
 * `../billing`, never its files (eslint.config.js).
 */
export { accessStateOf, companyAccessState } from './access-state';
export { firstContactAllowance, requireFirstContactLeft } from './first-contact-limit';
export { startTrial } from './start-trial';
