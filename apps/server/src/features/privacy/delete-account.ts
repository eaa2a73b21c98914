import type { ApplicationStatus } from '@azubi/shared/applications/applications';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  accounts,
  analyticsEvents,
  applications,
  companies,
  companyMembers,
  files,
  listings,
  mailOutbox,
  notifications,
  rateLimits,
  reviews,
  teamInvitations,
  users,
  verifications,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountDeletedEmail } from '../../mail/templates/account-emails';
import {
  accountRateLimitSubjects,
  checkRateLimit,
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitStore,
} from '../../http/rate-limiter';
import type { FileStorage } from '../../storage/storage';
import { verifyPassword } from '../../platform/session/password';
import type { Actor } from '../../platform/session/session';
import { removeBytes } from '../../platform/files/stored-files';
import { recordNotification, type NotifyDeps } from '../../platform/notify/notify';
import { isTeamAdmin } from '../../http/access';

/** What a mail copy says instead of a deleted user's name. */
const DELETED_NAME = '[deleted user]';

export type DeleteAccountDeps = NotifyDeps & {
  db: Database;
  storage: FileStorage;
  rateLimits: RateLimitStore;
  log: FastifyBaseLogger;
  actor: Actor;
};

/**
 * Deletes the signed-in user's account (GDPR Art. 17; docs/decisions/0010): after the password is
 * checked, in one transaction
 * - what only concerns them is deleted: the account and its sessions (signed out everywhere),
 *   profile, documents and audio, applications with their history, interviews, conversations
 *   with their messages, saved-candidate entries, search profiles, matches, notifications and
 *   preferences, reports about their audio, reviews they wrote, the invitation they accepted and
 *   their own companies' invitations to their address, one-time tokens, their rate-limit counters
 *   (by exact key) and mail copies;
 * - what others keep is kept without them: audit and analytics events lose the user link, IP
 *   address and browser; messages a team member sent to candidates, listings, status changes and
 *   reports they filed lose their author (the foreign keys set null); others' notifications and
 *   mail copies that name them (found by their id, never by matching their name) stay without
 *   the name;
 * and afterwards the stored files' bytes are removed and a confirmation e-mail goes to their address.
 */
export async function deleteAccount(deps: DeleteAccountDeps, password: string): Promise<void> {
  const { db, actor } = deps;
  const limit = await checkRateLimit(deps.rateLimits, RATE_LIMITS.login, [`delete-account:${actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('auth.tooManyLogins', limit.retryAfterSeconds);
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password })))
    throw AppError.validation({ password: 'privacy.wrongPassword' }, 'privacy.wrongPassword');
  await deleteUser(deps, actor.userId);
}

/**
 * The deletion itself, for the user's own request (after the password) and an admin's
 * (features/admin-users): the same rows go, the same rows stay. Throws 401 when the user is gone.
 */
export async function deleteUser(deps: Omit<DeleteAccountDeps, 'actor' | 'rateLimits'>, userId: string): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  const leftBehind = await companiesLeftBehind(db, user.id);
  const id = user.id;
  const email = user.email.toLowerCase();
  // Their files, and the documents the company's team attached to their placements (the visa, the contract).
  const placementFiles = sql`${files.id} in (select pd.file_id from placement_documents pd join placements p on p.id = pd.placement_id where p.candidate_id = ${id})`;
  const keys = (
    await db
      .select({ key: files.storageKey })
      .from(files)
      .where(or(eq(files.ownerId, id), placementFiles))
  ).map((f) => f.key);

  const emails = await db.transaction(async (tx) => {
    // A company nobody is left in closes: its candidates are told, then it goes with its listings.
    const told = await closeCompanies(deps, tx, leftBehind);
    // Kept anonymised: own events lose the link, the address and the browser.
    await tx
      .update(analyticsEvents)
      .set({
        userId: null,
        ipAddress: null,
        userAgent: null,
        metadata: sql`${analyticsEvents.metadata} - 'ip_address' - 'user_agent' - 'email'`,
      })
      .where(sql`${analyticsEvents.userId} = ${id} or lower(${analyticsEvents.metadata} ->> 'email') = ${email}`);
    // Others' events that name the user (e.g. a download of their file) keep everything else.
    await tx.execute(sql`
      update analytics_events set metadata = coalesce(
        (select jsonb_object_agg(key, value) from jsonb_each(metadata)
          where lower(value #>> '{}') not in (${id}, ${email})),
        '{}'::jsonb)
      where metadata::text like ${`%${id}%`} or lower(metadata::text) like ${`%${email}%`}`);
    // Others' notifications about them stay, without their name: found by id (the user named, or
    // one of their applications), never by matching text, which would catch strangers' rows.
    await tx.execute(sql`
      update ${notifications} set data = ${notifications.data} - 'candidateName' - 'aboutUserId'
      where ${notifications.userId} <> ${id} and (
        ${notifications.data} ->> 'aboutUserId' = ${id}::text
        or ${notifications.data} ->> 'applicationId' in (
          select ${applications.id}::text from ${applications} where ${applications.candidateId} = ${id}))`);
    await tx.delete(reviews).where(eq(reviews.authorId, id));
    // Invitations are the inviting company's records: only the one they accepted (it names them)
    // and their own companies' invitations to their address go; other companies' invitations to
    // the address stay for those companies to withdraw.
    await tx
      .delete(teamInvitations)
      .where(
        or(
          eq(teamInvitations.acceptedBy, id),
          and(
            sql`lower(${teamInvitations.email}) = ${email}`,
            inArray(
              teamInvitations.companyId,
              tx.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, id)),
            ),
          ),
        ),
      );
    await tx
      .delete(verifications)
      .where(sql`${verifications.identifier} like ${`%${id}%`} or ${verifications.value} = ${id}`);
    await tx.delete(rateLimits).where(inArray(rateLimits.key, ownRateLimitKeys(id, email)));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    // Copies of mail to others that name them (found by id) keep their text with the name replaced.
    await tx
      .update(mailOutbox)
      .set({
        subject: sql`replace(${mailOutbox.subject}, ${user.name}, ${DELETED_NAME})`,
        text: sql`replace(${mailOutbox.text}, ${user.name}, ${DELETED_NAME})`,
        html: sql`replace(${mailOutbox.html}, ${user.name}, ${DELETED_NAME})`,
        mentions: sql`array_remove(${mailOutbox.mentions}, ${id}::uuid)`,
      })
      .where(sql`${id}::uuid = any(${mailOutbox.mentions})`);
    await tx.delete(files).where(or(eq(files.ownerId, id), placementFiles));
    // Everything else follows the foreign keys: cascade for what is theirs, set null for the rest.
    await tx.delete(users).where(eq(users.id, id));
    return told;
  });
  for (const send of emails) await send();
  await removeBytes(deps.storage, keys, deps.log);
  // The confirmation goes last, once everything is gone, in their language (issue 28). A failed
  // send does not undo or fail the deletion; the log names no address. Only real delivery: the
  // development outbox would keep a copy naming the deleted address (nothing may point at them).
  if (deps.mailer.kind !== 'smtp') return;
  try {
    await deps.mailer.send({
      to: user.email,
      locale: user.locale,
      ...accountDeletedEmail(user.locale, { name: user.name }),
    });
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.name : 'unknown' }, 'account deletion confirmation not sent');
  }
}

/**
 * The rate-limit counters that belong to the account, by their exact keys: every rule's counter
 * (fixed windows and token buckets, from the registry `RATE_LIMIT_NAMES`) for every subject that
 * names the account (its id, and its address: sign-in and reset count by address). Never a
 * pattern: in `like`, `_` and `%` are wildcards, and `iya@…` would match `priya@…` (issue 27).
 */
export function ownRateLimitKeys(userId: string, email: string): string[] {
  const subjects = accountRateLimitSubjects(userId, email);
  return RATE_LIMIT_NAMES.flatMap((name) => subjects.map((subject) => `${name}:${subject}`));
}

const OPEN_APPLICATION: ApplicationStatus[] = ['pending', 'reviewing', 'shortlisted'];

/**
 * The companies the user is the last member of (issue 12). A company with other members stays; if
 * the user is its only admin, they must first make another member admin: the deletion is refused
 * and says so, naming the company.
 */
async function companiesLeftBehind(db: Database, userId: string): Promise<string[]> {
  const memberships = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const closing: string[] = [];
  for (const membership of memberships) {
    const others = await db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, membership.companyId), ne(companyMembers.userId, userId)));
    if (others.length === 0) closing.push(membership.companyId);
    else if (isTeamAdmin(membership.role) && !others.some((other) => isTeamAdmin(other.role)))
      throw new AppError(409, 'CONFLICT', 'privacy.lastAdmin', { company: membership.name });
  }
  return closing;
}

/**
 * Closes companies nobody is left in: every candidate with an open application is told (in the
 * same transaction; their e-mails go after it commits), the listings close, and the company is
 * deleted with its listings, applications and invitations.
 */
async function closeCompanies(
  deps: Omit<DeleteAccountDeps, 'actor' | 'rateLimits'>,
  tx: Database,
  companyIds: string[],
) {
  const emails: (() => Promise<void>)[] = [];
  if (companyIds.length === 0) return emails;
  const open = await tx
    .select({ candidateId: applications.candidateId, listingTitle: listings.title, companyName: companies.name })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(inArray(listings.companyId, companyIds), inArray(applications.status, OPEN_APPLICATION)));
  for (const application of open) {
    emails.push(
      await recordNotification(deps, tx, {
        userId: application.candidateId,
        type: 'application_status_changed',
        data: { listingTitle: application.listingTitle, companyName: application.companyName, status: 'closed' },
        link: '/my-applications',
      }),
    );
  }
  await tx.update(listings).set({ isActive: false }).where(inArray(listings.companyId, companyIds));
  await tx.delete(companies).where(inArray(companies.id, companyIds));
  return emails;
}
