import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { fileSharedWithCompany } from '../applications/application-documents';
import type { Actor } from '../auth/session';
import { revealedTo } from '../candidates/candidate-disclosure';
import { requireCompanyMember } from '../companies/company-access';
import type { FileRow } from './stored-files';

const DOCUMENT_KINDS = new Set<FileRow['kind']>(['german_certificate', 'school_certificate', 'other_document']);

export const isModerator = (actor: Actor) => actor.role === 'moderator' || actor.role === 'admin';

/**
 * Whether the employer's team of `actor` sees the candidate in full (spec §6): an application,
 * interview, conversation or save, under the candidate's "stay anonymous until I answer" choice.
 * The same rule as the employer's candidate view.
 */
export async function employerRelatedTo(db: Database, actor: Actor, candidateId: string): Promise<boolean> {
  if (actor.role !== 'employer' && actor.role !== 'team_member') return false;
  let companyId: string;
  try {
    ({ companyId } = await requireCompanyMember(db, actor));
  } catch {
    return false;
  }
  return revealedTo(db, companyId, candidateId);
}

/**
 * Who may open a stored file, checked on every request (spec §6):
 * - its owner;
 * - moderators and admins (profile and certificate review);
 * - an employer's team tied to the candidate: the photo, and documents only while the candidate
 *   shares documents;
 * - an employer's team a candidate sent the document to with an application (issue 28.2);
 * - nobody else. Audio introductions are never served here: they play through /api/audio.
 */
export async function canReadFile(db: Database, actor: Actor, file: FileRow): Promise<boolean> {
  if (file.kind === 'audio_intro') return false;
  if (file.ownerId === actor.userId) return true;
  if (isModerator(actor)) return true;
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
  if (actor.role !== 'employer' && actor.role !== 'team_member') return false;
  try {
    const { companyId } = await requireCompanyMember(db, actor);
    return await fileSharedWithCompany(db, companyId, fileId);
  } catch {
    return false;
  }
}
