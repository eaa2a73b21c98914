import { z } from '../zod';

/**
 * Web Push (issue 32, ADR 0032): a browser's subscription as `PushSubscription.toJSON()` gives it,
 * stored per device. The endpoint's host is the browser's push service (configuration of the
 * browser, not ours): it must be https.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ message: 'push.invalidEndpoint' })
    .max(2048, { message: 'push.invalidEndpoint' })
    .refine(
      (value) => /^https:\/\/[^\s/]+\/\S*$/.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(value),
      {
        message: 'push.invalidEndpoint',
      },
    ),
  keys: z.object(
    {
      // The browser's P-256 public key (65 bytes uncompressed) and 16-byte auth secret, base64url.
      p256dh: z
        .string({ message: 'push.invalidKeys' })
        .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: 'push.invalidKeys' }),
      auth: z
        .string({ message: 'push.invalidKeys' })
        .regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, { message: 'push.invalidKeys' }),
    },
    { message: 'push.invalidKeys' },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushDeviceSchema = z.object({
  id: z.string(),
  /** "Chrome on Android": browser and system, read from the User-Agent when subscribing. */
  name: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** SHA-256 of the endpoint (base64url): the page finds "this device" by hashing its own. */
  endpointHash: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDeviceListSchema = z.object({
  /** The server's VAPID public key (base64url) for `pushManager.subscribe`; null: push is off. */
  publicKey: z.string().nullable(),
  devices: z.array(PushDeviceSchema),
});
export type PushDeviceList = z.infer<typeof PushDeviceListSchema>;

/** "HH:MM", 24 hours. */
export const TimeOfDaySchema = z.string({ message: 'push.invalidTime' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'push.invalidTime',
});

/**
 * Quiet hours in the person's own time zone (default 22:00–07:00) and privacy on the lock screen
 * (no message text in a push).
 */
export const PushSettingsSchema = z
  .object({
    quietHoursEnabled: z.boolean(),
    quietStart: TimeOfDaySchema,
    quietEnd: TimeOfDaySchema,
    hideMessageText: z.boolean(),
  })
  .refine((value) => !value.quietHoursEnabled || value.quietStart !== value.quietEnd, {
    message: 'push.quietHoursSame',
    path: ['quietEnd'],
  });
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  quietHoursEnabled: true,
  quietStart: '22:00',
  quietEnd: '07:00',
  hideMessageText: false,
};

/** What the service worker gets (encrypted) and shows: already in the person's language. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Page path to open on click, with the language prefix. */
  url: z.string(),
  /** Notifications with the same tag replace each other on the device (one per conversation). */
  tag: z.string(),
  type: z.string(),
  lang: z.enum(['en', 'de']),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
