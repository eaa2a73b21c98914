import {
  employerNextStatuses,
  type ApplicationStatus,
  type EmployerApplication,
} from '@azubi/shared/applications/applications';
import { STALE_AFTER_DAYS_DEFAULT } from '@azubi/shared/companies/company-profile';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, candidateProfiles, companies, listings, users } from '../../db/schema';
import { documentsOf } from './application-documents';
import { CLOSED, historyOf } from './application-history';

/** Applications to the employer's company, newest first, optionally by listing and status. */
export async function listCompanyApplications(
  { db, companyId }: { db: Database; companyId: string },
  filter: { listingId?: string; status?: ApplicationStatus },
): Promise<EmployerApplication[]> {
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
