import { deleteExpiredAudio } from '../features/audio/manage-audio';
import { pruneSearchWords } from '../features/listings/prune-search-words';
import { deleteExpiredMessages } from '../features/messaging/delete-expired-messages';
import { pruneTranslations } from '../features/translation/translate-text';
import {
  deleteClosedApplications,
  deleteExpiredTokens,
  deleteInactiveAccounts,
  deleteOldAuditEvents,
  warnInactiveAccounts,
  type RetentionRuleDeps,
} from '../features/privacy/retention-rules';

type RetentionDeps = RetentionRuleDeps;

/**
 * The daily retention run (docs/decisions/README.md "Retention"): what the law and the spec say we may keep no
 * longer: audio introductions 12 months after upload (spec §9), the search's typo-correction
 * words of listings that are gone, cached translations unused for 30 days (they may hold message
 * text), messages after 2 years, accounts inactive for 2 years (warned 30 days before),
 * applications 1 year after they closed, audit events after 1 year, and expired links and
 * invitations (features/privacy/retention-rules.ts). Every step is a
 * `DELETE … RETURNING` of what has expired, so the run can repeat safely. It runs daily as the job
 * 'retention' (jobs/jobs.ts), once per day across all instances.
 */
export async function runRetention(
  deps: RetentionDeps,
  now = new Date(),
): Promise<{
  audio: number;
  searchWords: number;
  translations: number;
  messages: number;
  warnedAccounts: number;
  deletedAccounts: number;
  applications: number;
  auditEvents: number;
  tokens: number;
  invitations: number;
}> {
  const { db, storage, log } = deps;
  const audio = await deleteExpiredAudio(db, storage, now, log);
  const searchWords = await pruneSearchWords(db);
  const translations = await pruneTranslations(db, now);
  // Spec §9: messages 2 years after they were sent, with their files; uploads never sent after a day.
  const messages = (await deleteExpiredMessages(db, storage, now, log)).messages;
  // Spec §9 and issue 19: inactive accounts (warned 30 days before), closed applications, audit events, expired links.
  const deletedAccounts = await deleteInactiveAccounts(deps, now);
  const warnedAccounts = await warnInactiveAccounts(deps, now);
  const applications = await deleteClosedApplications(deps, now);
  const auditEvents = await deleteOldAuditEvents(db, now);
  const { tokens, invitations } = await deleteExpiredTokens(db, now);
  const result = {
    audio,
    searchWords,
    translations,
    messages,
    warnedAccounts,
    deletedAccounts,
    applications,
    auditEvents,
    tokens,
    invitations,
  };
  log.info({ job: 'retention', ...result }, 'retention run finished');
  return result;
}
