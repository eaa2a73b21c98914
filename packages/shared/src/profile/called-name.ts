import { z } from '../zod';
import { NAME_PATTERN } from '../auth/schemas';

/** The longest name a person can ask to be called by (issue 28); one or more given names fit. */
export const CALLED_NAME_MAX = 50;

/**
 * The name a person is called by (issue 28): in the header, greetings and "first name and country"
 * reviews. Prefilled from the first given name as the person's country writes names (`givenNameOf`:
 * "Nguyễn Văn An" from Vietnam is called "An"); the person can change it. Letters of any script,
 * space, apostrophe and hyphen.
 */
export const CalledNameSchema = z
  .string({ message: 'profile.calledNameRequired' })
  .trim()
  .pipe(
    z
      .string()
      .min(1, { message: 'profile.calledNameRequired' })
      .max(CALLED_NAME_MAX, { message: 'profile.calledNameTooLong' })
      .regex(NAME_PATTERN, { message: 'profile.calledNameLetters' }),
  );

/** The name to call someone by: the one they chose, else the first word of their full name. */
export function calledNameOf(fullName: string, calledName?: string | null): string {
  const chosen = calledName?.trim();
  if (chosen) return chosen;
  return fullName.trim().split(/\s+/)[0] || fullName;
}

/**
 * Countries whose names are written family name first (ISO 3166-1 alpha-2). A person there is
 * called by a given name that is not the first word: "Nguyễn Văn An" (VN) is called "An",
 * "Wang Xiaoming" (CN) "Xiaoming", "Kim Min-jun" (KR) "Min-jun", "Nagy Péter" (HU) "Péter".
 */
const FAMILY_NAME_FIRST = new Set(['CN', 'HK', 'HU', 'JP', 'KH', 'KP', 'KR', 'MO', 'TW', 'VN']);

/**
 * The prefill of "the name you are called by" (issue 28): the first given name as the person's
 * country writes names. Vietnamese names end with the name a person is called by; in the other
 * family-name-first countries the given names follow the family name. Elsewhere the first word.
 * Only a guess: the person can change it.
 */
export function givenNameOf(fullName: string, country?: string | null): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? fullName.trim();
  const code = country?.toUpperCase() ?? '';
  if (words.length < 2 || !FAMILY_NAME_FIRST.has(code)) return first;
  return code === 'VN' ? (words[words.length - 1] ?? first) : words.slice(1).join(' ');
}
