import { isCalendarDate } from '@azubi/shared/listings/listing';
import { AppError } from '../../http/app-error';

/**
 * The listing search's keyset cursor (the sort key and id of a page's last listing, and how its
 * text was matched), as an opaque base64url token; a token that is not one answers 400.
 */

/**
 * How the text was matched: `words` (prefix words, the normal case) or `fuzzy` (the most similar
 * known words, used only when the words match nothing, so a typo still finds its listing).
 */
export type TextMode = 'words' | 'fuzzy';
export type Cursor = { k: string; id: string; m?: TextMode };

const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value) &&
  isCalendarDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
export function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      typeof parsed.k === 'string' &&
      // A day (sort by start) or an instant (newest, oldest) that PostgreSQL can read.
      (isCalendarDate(parsed.k) || isInstant(parsed.k)) &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parsed.id) &&
      (parsed.m === undefined || parsed.m === 'words' || parsed.m === 'fuzzy');
    if (!valid) throw new Error('bad cursor');
    return parsed;
  } catch {
    throw AppError.badRequest();
  }
}
