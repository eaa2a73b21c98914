/**
 * The front door of features/candidates: what other features may use (ADR 0036). Other features import
 * `../candidates`, never its files (eslint.config.js).
 */
export { requireCandidateSearch, requireVisibleCandidate } from './candidate-access';
export { candidateCard } from './candidate-card';
export { disclosureOf, disclosuresFor, recordReveal, revealedTo } from './candidate-disclosure';
