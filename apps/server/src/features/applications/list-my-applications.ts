import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, companies, listings } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { documentsOf } from './application-documents';
import { historyOf } from './application-history';

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
