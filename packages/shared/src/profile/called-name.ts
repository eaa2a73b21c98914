import { z } from '../zod';
import { NAME_PATTERN } from '../auth/schemas';

/** The longest name a person can ask to be called by (issue 28); one or more given names fit. */
export const CALLED_NAME_MAX = 50;

/**
 * The name a person is called by (issue 28): in the header, greetings and "first name and country"
 * reviews. Prefilled from the first given name as typed; "Nguyễn Văn An" is called "An", which only
 * the person knows, so they can change it. Letters of any script, space, apostrophe and hyphen.
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
