import { MESSAGE_MAX_LENGTH } from '../messaging/messaging';
import { z } from '../zod';

/**
 * "Translate to German" / "Translate to English" on messages and listing descriptions (spec §7,
 * issue 14): the server asks a LibreTranslate-compatible service or DeepL and caches the answer per
 * text and language. Messages are keys of the shared `translation` catalog.
 */
export const TRANSLATION_TARGETS = ['de', 'en'] as const;
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

/** `GET /api/translations/available`: false when neither TRANSLATE_URL nor DEEPL_API_KEY is configured. */
export const TranslationAvailabilitySchema = z.object({ available: z.boolean() });
export type TranslationAvailability = z.infer<typeof TranslationAvailabilitySchema>;

/** `POST /api/translations`: the message or listing (its description) to translate, read with the actor's rights. */
export const TranslateRequestSchema = z.object({
  kind: z.enum(['message', 'listing']),
  id: z.uuid(),
  target: z.enum(TRANSLATION_TARGETS),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/**
 * `POST /api/translations/draft`: a message the signed-in person is still writing, turned into
 * `target` for them to check and edit before sending (issue 28.9). Nothing is sent or stored but
 * the cached translation.
 */
export const TranslateDraftSchema = z.object({
  text: z
    .string({ message: 'messaging.bodyRequired' })
    .trim()
    .min(1, { message: 'messaging.bodyRequired' })
    .max(MESSAGE_MAX_LENGTH, { message: 'translation.draftTooLong' }),
  target: z.enum(TRANSLATION_TARGETS),
});
export type TranslateDraft = z.infer<typeof TranslateDraftSchema>;

export const TranslationSchema = z.object({
  text: z.string(),
  /** The language the service recognised (e.g. "en"), when it says. */
  detectedSource: z.string().nullable(),
  /** True when the answer came from the cache, not from the service. */
  cached: z.boolean(),
});
export type Translation = z.infer<typeof TranslationSchema>;
