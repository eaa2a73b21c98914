/**
 * Merge fields of e-mail campaigns (issue 29): `{{firstName}}` in a subject or text becomes the
 * recipient's name, and `{{firstName|there}}` says what to write when the name is missing. The
 * admin writes the English and the German text, so each language has its own fallback.
 * - firstName: the name the person is called by (their chosen one, else the first word of their name);
 * - name: their full name.
 * Any other field is refused when the campaign is saved, previewed or sent as a test
 * (`campaigns.unknownMergeField`, naming it).
 */
export const MERGE_FIELDS = ['firstName', 'name'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string | null>;

/** `{{ field }}` or `{{ field | fallback }}`; the fallback is any text without braces. */
const PATTERN = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;

const isMergeField = (field: string): field is MergeField => (MERGE_FIELDS as readonly string[]).includes(field);

/** The fields a text names that do not exist, each once, in the order they first appear. */
export function unknownMergeFields(text: string): string[] {
  const unknown = [...text.matchAll(PATTERN)].map((match) => match[1] ?? '').filter((field) => !isMergeField(field));
  return [...new Set(unknown)];
}

/** The text with each field replaced by the recipient's value, else its fallback, else nothing. */
export function mergeFields(text: string, values: MergeValues): string {
  return text.replace(PATTERN, (whole, field: string, fallback: string | undefined) => {
    if (!isMergeField(field)) return whole;
    const value = values[field]?.trim();
    return value || (fallback ?? '').trim();
  });
}
