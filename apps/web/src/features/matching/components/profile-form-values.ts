/** The fields every search profile form holds, whichever side it is for. */
export interface SearchProfileFormValues {
  name: string;
  fieldsOfInterest: string[];
  isActive: boolean;
  notifyOnMatch: boolean;
}

/** A stored number as its input holds it (an empty input for none). */
export const numberText = (value: number | null) => (value === null ? '' : String(value));

/** "1.340" and "1 340" are how people write euros; an empty field asks nothing (null). */
export function wholeNumber(value: string): number | string | null {
  const trimmed = value.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  return trimmed.replace(/[.,](?=\d{3}$)/, '');
}
