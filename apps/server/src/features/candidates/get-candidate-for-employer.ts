import type { CandidateView } from '@azubi/shared/candidates/candidate-view';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  candidateDocuments,
  candidateProfiles,
  companies,
  conversations,
  files,
  interviews,
  listings,
  savedCandidates,
  users,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';
import { requireCompanyMember } from '../companies/company-access';

/**
 * What ties a company to a candidate; any tie opens photo and contact details (spec §6). A
 * withdrawn application is no tie (issue 12): the candidate took it back, so what it opened closes
 * again unless another tie (another application, an interview, a conversation, a save) remains.
 */
export async function relationshipOf(db: Database, companyId: string, candidateId: string) {
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(
      and(
        eq(listings.companyId, companyId),
        eq(applications.candidateId, candidateId),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  const [interview] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.candidateId, candidateId)))
    .limit(1);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateId, candidateId)))
    .limit(1);
  const [saved] = await db
    .select({ id: savedCandidates.id })
    .from(savedCandidates)
    .where(and(eq(savedCandidates.companyId, companyId), eq(savedCandidates.candidateId, candidateId)))
    .limit(1);
  return {
    applied: Boolean(applied),
    interview: Boolean(interview),
    conversation: Boolean(conversation),
    saved: Boolean(saved),
  };
}

/**
 * A candidate's profile as the employer's team may see it (spec §6):
 * - with a relationship (application, interview, conversation, save): the profile with photo and
 *   contact details; documents only with the candidate's consent;
 * - without one: only approved profiles that are shared, only for verified companies, and without
 *   photo, contact details or documents;
 * - anything else is "Access Denied", and an unknown id "Candidate not found".
 */
export async function getCandidateForEmployer(
  { db, actor }: { db: Database; actor: Actor },
  candidateId: string,
): Promise<CandidateView> {
  const { companyId } = await requireCompanyMember(db, actor);
  const [row] = await db
    .select({ user: users, profile: candidateProfiles })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, candidateId), eq(users.role, 'azubi')));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'candidates.notFound');
  const relationship = await relationshipOf(db, companyId, candidateId);
  const related = Object.values(relationship).some(Boolean);
  if (!related) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    const verified = company?.verificationStatus === 'verified' || company?.verificationStatus === 'verified_manually';
    if (!verified || row.profile.approvalStatus !== 'approved' || !row.profile.shareProfile)
      throw new AppError(403, 'FORBIDDEN', 'candidates.accessDenied');
  }
  let documents: CandidateView['documents'] = null;
  if (related && row.profile.shareDocuments) {
    const ids = [row.profile.germanCertificateFileId, row.profile.schoolCertificateFileId].filter((id): id is string =>
      Boolean(id),
    );
    const other = await db
      .select({ fileId: candidateDocuments.fileId })
      .from(candidateDocuments)
      .where(eq(candidateDocuments.candidateId, candidateId));
    const all = [...ids, ...other.map((d) => d.fileId)];
    documents = all.length
      ? (
          await db
            .select()
            .from(files)
            .where(and(inArray(files.id, all), eq(files.ownerId, candidateId)))
        ).map((file) => ({
          id: file.id,
          kind: file.kind,
          name: file.originalName,
          createdAt: file.createdAt.toISOString(),
        }))
      : [];
  }
  const p = row.profile;
  return {
    id: row.user.id,
    fullName: row.user.name,
    location: p.location,
    country: p.country,
    bio: p.bio,
    germanLevel: p.germanLevel,
    certificateType: p.certificateType,
    programInterests: p.programInterests,
    ausbildungFields: p.ausbildungFields,
    fsjSectors: p.fsjSectors,
    skills: p.skills,
    availableFrom: p.availableFrom,
    willingToRelocate: p.willingToRelocate,
    driversLicense: p.driversLicense,
    relationship,
    photoUrl: related ? row.user.image : null,
    contact: related ? { email: row.user.email, phone: p.phone } : null,
    documents,
  };
}
