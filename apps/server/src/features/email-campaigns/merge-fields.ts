import { unknownMergeFields, type MergeValues } from '@azubi/shared/admin/campaign-merge-fields';
import { calledNameOf } from '@azubi/shared/profile/called-name';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';

type Texts = { subjectEn: string; subjectDe: string; bodyEn: string; bodyDe: string };

/**
 * Refuses a campaign whose subjects or texts name a merge field that does not exist (issue 29),
 * naming the first one: 400 `campaigns.unknownMergeField`. Called when a campaign is saved,
 * previewed or sent as a test, and before it is sent.
 */
export function assertKnownMergeFields(texts: Texts): void {
  for (const text of [texts.subjectEn, texts.bodyEn, texts.subjectDe, texts.bodyDe]) {
    const [field] = unknownMergeFields(text);
    if (field !== undefined) throw AppError.badRequest('campaigns.unknownMergeField', { field: field || '{{}}' });
  }
}

/** A person's values for the merge fields: the name they are called by and their full name. */
export function mergeValuesOf(person: { name: string | null; calledName: string | null } | undefined): MergeValues {
  const name = person?.name?.trim() || null;
  return { firstName: name ? calledNameOf(name, person?.calledName) || null : null, name };
}

/** One account's merge values (the admin's own, for the preview and the test send). */
export async function mergeValuesOfUser(db: Database, userId: string): Promise<MergeValues> {
  const [person] = await db
    .select({ name: users.name, calledName: users.calledName })
    .from(users)
    .where(eq(users.id, userId));
  return mergeValuesOf(person);
}
