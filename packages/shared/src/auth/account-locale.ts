import { LOCALES } from '../i18n/locales';
import { z } from '../zod';

/**
 * The account's language (PUT /api/me/locale): the language its pages open in after sign-in and its
 * e-mails are written in. The language switcher sets it for a signed-in person.
 */
export const AccountLocaleSchema = z.object({ locale: z.enum(LOCALES) });
export type AccountLocaleInput = z.infer<typeof AccountLocaleSchema>;
