/**
 * An application's statuses and rules, without zod (`applications.ts` has the schemas and re-exports
 * these): the web app's screens that only show applications import them from here and so do not
 * ship zod to the browser (ADR 0033).
 */

/** Spec §4: pending, reviewing, shortlisted, rejected, accepted; the candidate may withdraw (irreversible). */
export const APPLICATION_STATUSES = [
  'pending',
  'reviewing',
  'shortlisted',
  'rejected',
  'accepted',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const EMPLOYER_SETTABLE_STATUSES = ['pending', 'reviewing', 'shortlisted', 'rejected', 'accepted'] as const;
export type EmployerSettableStatus = (typeof EMPLOYER_SETTABLE_STATUSES)[number];

/**
 * The pipeline. Forward along pending → reviewing → shortlisted → accepted, reject from any open
 * state; accepted and rejected are final unless the employer reopens them (back to reviewing);
 * nothing changes after withdrawal.
 */
const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['reviewing', 'shortlisted', 'rejected', 'accepted'],
  reviewing: ['shortlisted', 'rejected', 'accepted'],
  shortlisted: ['reviewing', 'rejected', 'accepted'],
  rejected: ['reviewing'],
  accepted: ['reviewing'],
  withdrawn: [],
};

export function canEmployerMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

export function employerNextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT[from];
}

/** The candidate can withdraw while the application is still open. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'pending' || status === 'reviewing' || status === 'shortlisted';
}

export const COVER_LETTER_MAX = 1000;
/** A candidate has at most a German certificate, a school certificate and 10 other documents. */
export const APPLICATION_DOCUMENTS_MAX = 12;
