import {
  canEmployerMove,
  canWithdraw,
  employerNextStatuses,
  type ApplicationStatus,
  type ApplyInput,
  type CandidateApplication,
  type EmployerApplication,
  type EmployerSettableStatus,
} from '@azubi/shared/applications/applications';
import { PLACEMENT_NOTE_MAX, type PlacementCloseReason } from '@azubi/shared/placements/placements';
import { STALE_AFTER_DAYS_DEFAULT } from '@azubi/shared/companies/company-profile';
import { cleanText } from '@azubi/shared/text/clean-text';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationDocuments,
  applications,
  applicationStatusHistory,
  candidateProfiles,
  companies,
  companyMembers,
  listings,
  placements,
  savedCandidates,
  users,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember } from '../../platform/company-membership';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import { noticePlacementOpened, openPlacement } from '../placements';
import { recordPlacementNotice } from '../placements';
import { documentsOf, requireOwnDocuments } from './application-documents';
import { isCandidate } from '../../http/access';

const CLOSED: ApplicationStatus[] = ['accepted', 'rejected', 'withdrawn'];

async function historyOf(db: Database, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: string }[]>();
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.createdAt));
  const map = new Map<string, { fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: string }[]>();
  for (const row of rows) {
    const list = map.get(row.applicationId) ?? [];
    list.push({ fromStatus: row.fromStatus, toStatus: row.toStatus, at: row.createdAt.toISOString() });
    map.set(row.applicationId, list);
  }
  return map;
}

/** The signed-in candidate's applications, newest first, each with its history. */
export async function listMyApplications({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<CandidateApplication[]> {
  const rows = await db
    .select({ application: applications, listing: listings, companyName: companies.name })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(eq(applications.candidateId, actor.userId))
    .orderBy(desc(applications.appliedAt));
  const ids = rows.map((r) => r.application.id);
  const history = await historyOf(db, ids);
  const documents = await documentsOf(db, ids);
  return rows.map(({ application, listing, companyName }) => ({
    id: application.id,
    status: application.status,
    coverLetter: application.coverLetter,
    appliedAt: application.appliedAt.toISOString(),
    includeCv: application.includeCv,
    documents: documents.get(application.id) ?? [],
    listing: {
      id: listing.id,
      title: listing.title,
      companyName,
      location: listing.location,
      programType: listing.programType,
      isActive: listing.isActive,
    },
    history: history.get(application.id) ?? [],
  }));
}

type ApplyDeps = NotifyDeps & { actor: Actor; rateLimits: RateLimitStore };

/**
 * A candidate applies with a cover letter (spec §2, §4, §8, §9): candidates only, verified e-mail,
 * approved profile, an open listing, once per listing, at most 10 per hour. With it go the
 * generated CV and the documents the candidate chose, for this company and application only
 * (issue 28.2). The company's team is notified.
 */
export async function applyToListing(
  deps: ApplyDeps,
  listingId: string,
  { coverLetter, includeCv, documentIds }: ApplyInput,
): Promise<CandidateApplication> {
  const { db, actor } = deps;
  if (!isCandidate(actor.role)) throw AppError.forbidden('applications.candidatesOnly');
  if (!actor.emailVerified) throw new AppError(403, 'FORBIDDEN', 'applications.verifyEmailFirst');
  const [profile] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, actor.userId));
  if (profile?.approvalStatus !== 'approved') throw new AppError(403, 'FORBIDDEN', 'applications.profileNotApproved');
  const [row] = await db
    .select({ listing: listings, companyName: companies.name })
    .from(listings)
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(eq(listings.id, listingId));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'listings.notFound');
  if (!row.listing.isActive) throw new AppError(409, 'CONFLICT', 'applications.listingClosed');
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.listingId, listingId), eq(applications.candidateId, actor.userId)));
  if (existing) throw new AppError(409, 'CONFLICT', 'applications.alreadyApplied');
  await requireOwnDocuments(db, actor.userId, documentIds);
  // Counted per account once everything else is in order: a refused attempt costs nothing, and
  // candidates sharing one network (a school, a language course) do not use up each other's 10.
  const limit = await checkRateLimit(deps.rateLimits, RATE_LIMITS.applicationSubmit, [`account:${actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('applications.tooMany', limit.retryAfterSeconds);

  let created;
  try {
    created = await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(applications)
        .values({ listingId, candidateId: actor.userId, coverLetter, includeCv, status: 'pending' })
        .returning();
      if (documentIds.length > 0)
        await tx
          .insert(applicationDocuments)
          .values(documentIds.map((fileId) => ({ applicationId: application!.id, fileId })));
      await tx
        .insert(applicationStatusHistory)
        .values({ applicationId: application!.id, fromStatus: null, toStatus: 'pending', changedBy: actor.userId });
      return application!;
    });
  } catch (err) {
    // Two clicks at once: the unique index keeps one.
    if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505')
      throw new AppError(409, 'CONFLICT', 'applications.alreadyApplied');
    if (isDatabaseUnavailable(err)) throw err;
    deps.log.error({ err }, 'application could not be saved');
    throw new AppError(500, 'INTERNAL', 'applications.submitFailed');
  }

  const team = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, row.listing.companyId));
  for (const member of team) {
    await notify(deps, {
      userId: member.userId,
      type: 'application_received',
      data: { listingTitle: row.listing.title, candidateName: actor.name, applicationId: created.id },
      link: `/employer/applications?listingId=${row.listing.id}`,
      aboutUserId: actor.userId,
    });
  }
  return {
    id: created.id,
    status: created.status,
    coverLetter: created.coverLetter,
    appliedAt: created.appliedAt.toISOString(),
    includeCv: created.includeCv,
    documents: (await documentsOf(db, [created.id])).get(created.id) ?? [],
    listing: {
      id: row.listing.id,
      title: row.listing.title,
      companyName: row.companyName,
      location: row.listing.location,
      programType: row.listing.programType,
      isActive: row.listing.isActive,
    },
    history: [{ fromStatus: null, toStatus: 'pending', at: created.appliedAt.toISOString() }],
  };
}

/** The candidate withdraws their own open application; it cannot be undone. */
export async function withdrawApplication(
  { db, actor, log }: { db: Database; actor: Actor; log: NotifyDeps['log'] },
  id: string,
): Promise<void> {
  const [application] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateId, actor.userId)));
  if (!application) throw new AppError(404, 'NOT_FOUND', 'applications.notFound');
  if (!canWithdraw(application.status)) throw new AppError(409, 'CONFLICT', 'applications.cannotWithdraw');
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      const updated = await tx
        .update(applications)
        .set({ status: 'withdrawn', withdrawnAt: now, closedAt: now, statusChangedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, application.status)))
        .returning({ id: applications.id });
      // The employer moved it meanwhile: the candidate sees the new status and decides again.
      if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'applications.cannotWithdraw');
      await tx
        .insert(applicationStatusHistory)
        .values({ applicationId: id, fromStatus: application.status, toStatus: 'withdrawn', changedBy: actor.userId });
    });
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'application could not be withdrawn');
    throw new AppError(500, 'INTERNAL', 'applications.withdrawFailed');
  }
}

/** Applications to the employer's company, newest first, optionally by listing and status. */
export async function listCompanyApplications(
  { db, actor }: { db: Database; actor: Actor },
  filter: { listingId?: string; status?: ApplicationStatus },
): Promise<EmployerApplication[]> {
  const { companyId } = await requireCompanyMember(db, actor);
  const rows = await db
    .select({ application: applications, listing: listings, candidate: users, profile: candidateProfiles })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(
      and(
        eq(listings.companyId, companyId),
        filter.listingId ? eq(applications.listingId, filter.listingId) : undefined,
        filter.status ? eq(applications.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(applications.appliedAt));
  const ids = rows.map((r) => r.application.id);
  const history = await historyOf(db, ids);
  const documents = await documentsOf(db, ids);
  const [company] = await db
    .select({ staleAfterDays: companies.staleAfterDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  // Waiting too long: still open, and in its stage longer than the company's threshold (issue 29).
  const staleBefore = Date.now() - (company?.staleAfterDays ?? STALE_AFTER_DAYS_DEFAULT) * 86_400_000;
  return rows.map(({ application, listing, candidate, profile }) => ({
    id: application.id,
    status: application.status,
    coverLetter: application.coverLetter,
    appliedAt: application.appliedAt.toISOString(),
    listing: { id: listing.id, title: listing.title, requiredDocuments: listing.requiredDocuments },
    cvUrl: application.includeCv ? `/api/employer/applications/${application.id}/cv.pdf` : null,
    documents: documents.get(application.id) ?? [],
    candidate: {
      id: candidate.id,
      fullName: candidate.name,
      germanLevel: profile?.germanLevel ?? null,
      country: profile?.country ?? null,
      location: profile?.location ?? null,
    },
    nextStatuses: [...employerNextStatuses(application.status)],
    history: history.get(application.id) ?? [],
    statusChangedAt: application.statusChangedAt.toISOString(),
    waitingTooLong: !CLOSED.includes(application.status) && application.statusChangedAt.getTime() < staleBefore,
  }));
}

/**
 * The employer moves an application along the pipeline (shared `canEmployerMove`). Shortlisting
 * also saves the candidate; the candidate is notified of every change.
 */
export async function changeApplicationStatus(
  deps: NotifyDeps & { actor: Actor },
  id: string,
  to: EmployerSettableStatus,
  placementClose?: { reason: PlacementCloseReason; note?: string | null },
): Promise<void> {
  const { db, actor } = deps;
  const { companyId } = await requireCompanyMember(db, actor);
  const [row] = await db
    .select({ application: applications, listing: listings, companyName: companies.name })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(companies, eq(companies.id, listings.companyId))
    .where(and(eq(applications.id, id), eq(listings.companyId, companyId)));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'applications.notFound');
  const from = row.application.status;
  if (!canEmployerMove(from, to)) throw new AppError(409, 'CONFLICT', 'applications.transitionNotAllowed');
  let placementId: string | null = null;
  await db.transaction(async (tx) => {
    // Out of "Accepted": its running placement closes with a reason both sides see (issue 29).
    if (from === 'accepted') {
      const [running] = await tx
        .select()
        .from(placements)
        .where(and(eq(placements.applicationId, id), eq(placements.status, 'active')))
        .for('update');
      if (running) {
        if (!placementClose)
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            'placements.closeReasonRequired',
            {},
            { 'placement.reason': 'placements.closeReasonRequired' },
          );
        const now = new Date();
        const [closed] = await tx
          .update(placements)
          .set({
            status: 'closed',
            closeReason: placementClose.reason,
            closeNote: cleanText(placementClose.note ?? '', PLACEMENT_NOTE_MAX) || null,
            closedBySide: 'company',
            closedAt: now,
            updatedAt: now,
          })
          .where(eq(placements.id, running.id))
          .returning();
        await recordPlacementNotice(tx, closed!, 'candidate', {
          event: 'closed',
          reason: placementClose.reason,
          actorUserId: actor.userId,
          actorName: actor.name,
        });
      }
    }
    const moved = await tx
      .update(applications)
      .set({ status: to, closedAt: CLOSED.includes(to) ? new Date() : null, statusChangedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning({ id: applications.id });
    // Changed meanwhile (withdrawn by the candidate, moved by a colleague): nothing happens.
    if (moved.length === 0) throw new AppError(409, 'CONFLICT', 'applications.transitionNotAllowed');
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: id, fromStatus: from, toStatus: to, changedBy: actor.userId });
    // Accepted again: a placement closed on the way out runs on where it stopped.
    if (to === 'accepted')
      await tx
        .update(placements)
        .set({ status: 'active', closeReason: null, closeNote: null, closedBySide: null, closedAt: null })
        .where(and(eq(placements.applicationId, id), eq(placements.status, 'closed')));
    if (to === 'accepted')
      placementId = await openPlacement(tx, {
        applicationId: id,
        companyId,
        candidateId: row.application.candidateId,
        listingId: row.listing.id,
        program: row.listing.programType,
      });
    if (to === 'shortlisted') {
      await tx
        .insert(savedCandidates)
        .values({ companyId, candidateId: row.application.candidateId, savedBy: actor.userId })
        .onConflictDoNothing();
    }
  });
  await notify(deps, {
    userId: row.application.candidateId,
    type: 'application_status_changed',
    data: { listingTitle: row.listing.title, companyName: row.companyName, status: to, applicationId: id },
    link: '/my-applications',
  });
  if (placementId) await noticePlacementOpened(db, placementId, actor.name);
}
