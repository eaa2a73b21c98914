import type { CandidateNote } from '@azubi/shared/candidates/candidate-search';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateNotes, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { requireVisibleCandidate } from './candidate-access';

/** The team's notes on candidates, oldest first, with author and time (never shown to the candidate). */
export async function notesFor(
  db: Database,
  actor: Actor,
  companyId: string,
  candidateIds: string[],
): Promise<Map<string, CandidateNote[]>> {
  const result = new Map<string, CandidateNote[]>();
  if (candidateIds.length === 0) return result;
  const rows = await db
    .select({ note: candidateNotes, authorName: users.name })
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId))
    .where(and(eq(candidateNotes.companyId, companyId), inArray(candidateNotes.candidateId, candidateIds)))
    .orderBy(asc(candidateNotes.createdAt), asc(candidateNotes.id));
  for (const { note, authorName } of rows) {
    const list = result.get(note.candidateId) ?? [];
    list.push({
      id: note.id,
      body: note.body,
      author: { id: note.authorId, name: authorName },
      createdAt: note.createdAt.toISOString(),
      mine: note.authorId === actor.userId,
    });
    result.set(note.candidateId, list);
  }
  return result;
}

export async function listCandidateNotes(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  candidateId: string,
) {
  await requireVisibleCandidate(db, companyId, candidateId);
  return (await notesFor(db, actor, companyId, [candidateId])).get(candidateId) ?? [];
}

/** A note on a candidate the company may look at, shared with the whole team. */
export async function addCandidateNote(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  candidateId: string,
  body: string,
): Promise<CandidateNote[]> {
  await requireVisibleCandidate(db, companyId, candidateId);
  await db.insert(candidateNotes).values({ companyId, candidateId, authorId: actor.userId, body });
  return (await notesFor(db, actor, companyId, [candidateId])).get(candidateId) ?? [];
}

/** Its author deletes a note; nobody else may (a team admin neither: notes are signed). */
export async function deleteCandidateNote(
  { db, actor, companyId }: { db: Database; actor: Actor; companyId: string },
  candidateId: string,
  noteId: string,
): Promise<CandidateNote[]> {
  const [note] = await db
    .select()
    .from(candidateNotes)
    .where(
      and(
        eq(candidateNotes.id, noteId),
        eq(candidateNotes.companyId, companyId),
        eq(candidateNotes.candidateId, candidateId),
      ),
    );
  if (!note) throw AppError.notFound('candidates.noteNotFound');
  if (note.authorId !== actor.userId) throw AppError.forbidden('candidates.notYourNote');
  await db.delete(candidateNotes).where(eq(candidateNotes.id, noteId));
  return (await notesFor(db, actor, companyId, [candidateId])).get(candidateId) ?? [];
}
