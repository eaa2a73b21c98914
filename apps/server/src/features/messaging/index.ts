/**
 * The front door of features/messaging: what other features may use (ADR 0036). Other features import
 * `../messaging`, never its files (eslint.config.js).
 */
export { appendMessage, type MessagingDeps } from './append-message';
export { blockCompanyAfterReport } from './block-company';
export { assertConversationAccess } from './conversation-access';
export { anonymousCandidateName, revealedCandidates } from './conversation-people';
export { leaveCompanyConversations } from './revoke-realtime-access';
