import type { ApplyInput, CandidateApplication } from '@azubi/shared/applications/applications';
import { and, eq } from 'drizzle-orm';
import {
  applicationDocuments,
  applications,
  applicationStatusHistory,
  candidateProfiles,
  companies,
  companyMembers,
  listings,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { Actor } from '../../platform/session/session';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import { documentsOf, requireOwnDocuments } from './application-documents';
import { isCandidate } from '../../http/access';

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
