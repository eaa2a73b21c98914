import { z } from '../zod';

/**
 * Privacy tools (spec §1, §2 /privacy-settings, §8): sharing flags, data export, account
 * deletion. Cookie preferences stay in the browser (spec §3). Messages: `privacy` namespace.
 */
export const PrivacySettingsSchema = z.object({
  /** Employers may find the approved profile in search (without a relationship). */
  shareProfile: z.boolean({ message: 'validation.required' }),
  /** Employers in contact may open the documents (certificates and others). */
  shareDocuments: z.boolean({ message: 'validation.required' }),
  /**
   * "Seen" marks in conversations (on by default). Off: companies are never told how far this
   * candidate has read, and the candidate does not see the company's marks either. Left out of a
   * change, it stays as it is.
   */
  showReadReceipts: z.boolean({ message: 'validation.required' }).optional(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

export const DELETE_CONFIRMATION = 'DELETE';

/** `DELETE /api/privacy/account`: the word DELETE and the current password. */
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { message: 'privacy.confirmDelete' }),
  password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** The export is a zip: `README.txt`, `data/<table>.json` per table, `files/<id>-<name>` per file. */
export const EXPORT_FILE_NAME = 'azubi-connect-export.zip';
