import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { fileSharedWithCompany } from '../applications';
import type { Actor } from '../../platform/session/session';
import { revealedTo } from '../candidates';
import { requireCompanyMember } from '../../platform/company-membership';
import type { FileRow } from '../../platform/files/stored-files';
import { isCompanyRole, isStaff } from '../../http/access';

const DOCUMENT_KINDS = new Set<FileRow['kind']>(['german_certificate', 'school_certificate', 'other_document']);

export const isModerator = (actor: Actor) => isStaff(actor.role);

/**
 * Whether the employer's team of `actor` sees the candidate in full (spec §6, docs/decisions/README.md
 * "Anonymised first contact", revised in turn 3): only once the candidate revealed themselves
 * (applied, accepted an interview, replied, or consented); a save or a note never does.
 * The same rule as the employer's candidate view (`revealedTo`).
 */
export async function employerRelatedTo(db: Database, actor: Actor, candidateId: string): Promise<boolean> {
  if (!isCompanyRole(actor.role)) return false;
  let companyId: string;
  try {
    ({ companyId } = await requireCompanyMember(db, actor));
  } catch {
    return false;
  }
  return revealedTo(db, companyId, candidateId);
}

/** A candidate whose profile waits for a moderator's review (its photo, certificates, documents). */
async function profileUnderReview(db: Database, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: candidateProfiles.approvalStatus })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  return row?.status === 'pending';
}

/**
 * Whether a moderator (or admin) is reviewing what the file belongs to (spec §6; issue 27):
 * - a candidate's photo, certificates and documents while the profile waits for review;
 * - a company's verification documents while the company waits for verification;
 * - a message attachment while its conversation has an open report.
 * Nothing else: placement documents (the contract, the visa; ADR 0024), private message
 * attachments, company images and blog images are never theirs to open here.
 */
async function moderatorReviewing(db: Database, file: FileRow): Promise<boolean> {
  switch (file.kind) {
    case 'avatar':
    case 'german_certificate':
    case 'school_certificate':
    case 'other_document':
      return profileUnderReview(db, file.ownerId);
    case 'company_verification': {
      const rows = await db.execute(sql`
        select 1 from company_verification_documents d join companies c on c.id = d.company_id
        where d.file_id = ${file.id} and c.verification_status = 'pending' limit 1`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    }
    case 'message_attachment': {
      const rows = await db.execute(sql`
        select 1 from message_attachments a join messages m on m.id = a.message_id
        join conversation_reports r on r.conversation_id = m.conversation_id
        where a.file_id = ${file.id} and r.status = 'open' limit 1`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    }
    default:
      return false;
  }
}

/**
 * Whether a moderator (or admin) may hear a candidate's audio introduction: while the profile
 * waits for review or an audio report about it is open.
 */
export async function moderatorReviewingAudio(db: Database, candidateId: string): Promise<boolean> {
  if (await profileUnderReview(db, candidateId)) return true;
  const rows = await db.execute(
    sql`select 1 from audio_reports where candidate_id = ${candidateId} and status = 'open' limit 1`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Who may open a stored file, checked on every request (spec §6):
 * - its owner;
 * - moderators and admins only while reviewing what the file belongs to (moderatorReviewing);
 * - an employer's team tied to the candidate: the photo, and documents only while the candidate
 *   shares documents;
 * - an employer's team a candidate sent the document to with an application (issue 28.2);
 * - nobody else. Audio introductions are never served here: they play through /api/audio.
 */
export async function canReadFile(db: Database, actor: Actor, file: FileRow): Promise<boolean> {
  if (file.kind === 'audio_intro') return false;
  if (file.ownerId === actor.userId) return true;
  if (isModerator(actor)) return moderatorReviewing(db, file);
  if (file.kind !== 'avatar' && !DOCUMENT_KINDS.has(file.kind)) return false;
  const [owner] = await db
    .select({ shareDocuments: candidateProfiles.shareDocuments })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, file.ownerId), eq(users.role, 'azubi')));
  if (!owner) return false;
  if (DOCUMENT_KINDS.has(file.kind) && (await sharedWithActorsCompany(db, actor, file.id))) return true;
  if (!(await employerRelatedTo(db, actor, file.ownerId))) return false;
  return file.kind === 'avatar' || owner.shareDocuments;
}

async function sharedWithActorsCompany(db: Database, actor: Actor, fileId: string): Promise<boolean> {
  if (!isCompanyRole(actor.role)) return false;
  try {
    const { companyId } = await requireCompanyMember(db, actor);
    return await fileSharedWithCompany(db, companyId, fileId);
  } catch {
    return false;
  }
}
