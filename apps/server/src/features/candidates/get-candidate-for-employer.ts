import { effectiveVisaStatus } from '@azubi/shared/profile/visa';
import { ageBandOf, ageOn, candidateCode } from '@azubi/shared/candidates/anonymity';
import { withholdBeforeReveal, type CandidateView } from '@azubi/shared/candidates/candidate-view';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioIntroductions, candidateDocuments, files } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import { requireVisibleCandidate } from './candidate-access';
import { certificateVerified } from './candidate-card';
import { maskedFreeText } from './candidate-disclosure';

/**
 * A candidate's profile as the employer's team may see it (spec §6, docs/decisions/README.md "Anonymised
 * first contact", revised in turn 3): what the company may open is decided by
 * `requireVisibleCandidate`; what it sees by the disclosure. Before the candidate reveals
 * themselves only the allow-list `SHOWN_BEFORE_REVEAL` passes (`withholdBeforeReveal`), with their
 * own name, phone, e-mail and links masked in bio and skills; contact details only once they
 * applied or replied. `candidates.test.ts` reads every field of the answer. Each view is a `profile_view` audit
 * event, which the candidate sees as "companies that viewed your profile".
 */
export async function getCandidateForEmployer(
  {
    db,
    actor,
    companyId,
    audit,
    log,
  }: {
    db: Database;
    actor: Actor;
    companyId: string;
    audit: AuditContext;
    log?: { error: (o: object, m: string) => void };
  },
  candidateId: string,
): Promise<CandidateView> {
  const { user, profile: p, disclosure } = await requireVisibleCandidate(db, companyId, candidateId);
  const { revealed, relationship, contactVisible } = disclosure;

  let documents: CandidateView['documents'] = null;
  if (revealed && p.shareDocuments) {
    const ids = [p.germanCertificateFileId, p.schoolCertificateFileId].filter((id): id is string => Boolean(id));
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
            .orderBy(files.createdAt)
        ).map((file) => ({
          id: file.id,
          kind: file.kind,
          name: file.originalName,
          createdAt: file.createdAt.toISOString(),
        }))
      : [];
  }
  let audio: CandidateView['audio'] = null;
  if (revealed) {
    const [row] = await db
      .select({ durationSeconds: audioIntroductions.durationSeconds })
      .from(audioIntroductions)
      .where(and(eq(audioIntroductions.candidateId, candidateId), gt(audioIntroductions.expiresAt, new Date())));
    audio = row ?? null;
  }

  await recordAuditEvent(
    db,
    {
      action: 'profile_view',
      userId: actor.userId,
      context: audit,
      resourceType: 'candidate_profile',
      resourceId: candidateId,
      details: { company_id: companyId, revealed },
    },
    log,
  );

  const view: CandidateView = {
    id: user.id,
    code: candidateCode(user.id),
    revealed,
    fullName: user.name,
    ageBand: ageBandOf(p.dateOfBirth),
    age: p.dateOfBirth ? ageOn(p.dateOfBirth) : null,
    location: p.location,
    country: p.country,
    bio: p.bio,
    germanLevel: p.germanLevel,
    certificateType: p.certificateType,
    certificateVerified: certificateVerified(p),
    programInterests: p.programInterests,
    ausbildungFields: p.ausbildungFields,
    fsjSectors: p.fsjSectors,
    skills: p.skills,
    hobbies: p.hobbies,
    availableFrom: p.availableFrom,
    willingToRelocate: p.willingToRelocate,
    driversLicense: p.driversLicense,
    workPermitAvailable: p.workPermitAvailable,
    visaRequired: p.visaRequired,
    visaStatus: effectiveVisaStatus(p.visaStatus, p.country),
    education: p.education.map((e) => ({
      institution: e.institution,
      qualification: e.qualification,
      start: e.start,
      end: e.end ?? null,
    })),
    workExperience: p.workExperience.map((w) => ({
      company: w.company,
      position: w.position,
      start: w.start,
      end: w.end ?? null,
      description: w.description ?? null,
    })),
    additionalCertifications: p.additionalCertifications.map((c) => ({
      name: c.name,
      issuingOrganization: c.issuingOrganization,
      dateObtained: c.dateObtained,
    })),
    relationship,
    photoUrl: user.image ?? null,
    contact: contactVisible ? { email: user.email, phone: p.phone } : null,
    links: { ...p.links },
    documents,
    audio,
  };
  if (revealed) return view;
  return withholdBeforeReveal(maskedFreeText(view, { name: user.name, email: user.email, phone: p.phone }));
}
