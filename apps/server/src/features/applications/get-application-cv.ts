import { CV_DEFAULT_COLOR } from '@azubi/shared/profile/profile';
import type { Locale } from '@azubi/shared/i18n/locales';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { FileStorage } from '../../storage/storage';
import type { Actor } from '../../platform/session/session';
import { renderCandidateCv } from '../profile';

/**
 * The CV a candidate attached to an application, for the team of the company it went to (issue
 * 28.2): rendered from the profile as it is now, in the reader's language. Another company, or an
 * application without a CV, gets 404.
 */
export async function getApplicationCv(
  {
    db,
    storage,
    actor,
    companyId,
    rateLimits,
  }: { db: Database; storage: FileStorage; actor: Actor; companyId: string; rateLimits: RateLimitStore },
  applicationId: string,
  locale: Locale,
): Promise<{ pdf: Buffer; fileName: string; milliseconds: number }> {
  const [row] = await db
    .select({ candidateId: applications.candidateId, includeCv: applications.includeCv })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(and(eq(applications.id, applicationId), eq(listings.companyId, companyId)));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'applications.notFound');
  if (!row.includeCv) throw new AppError(404, 'NOT_FOUND', 'applications.cvNotShared');
  // Counted like the candidate's own CV downloads, once the reader may have it.
  const limit = await checkRateLimit(rateLimits, RATE_LIMITS.cvRender, [`account:${actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('profile.tooManyCvRenders', limit.retryAfterSeconds);
  return renderCandidateCv({ db, storage }, row.candidateId, { template: 'classic', color: CV_DEFAULT_COLOR, locale });
}
