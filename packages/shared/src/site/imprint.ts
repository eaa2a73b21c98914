import { z } from '../zod';

/**
 * The provider's legal details (German "Impressum", § 5 DDG), as configured on the server
 * (IMPRINT_* variables) and served by `GET /api/site/imprint` to the imprint dialog, the
 * imprint page and the privacy policy's "controller" section.
 */
export const ImprintResponseSchema = z.object({
  /** Name of the provider, with its legal form ("Azubi Connect GmbH"). */
  company: z.string(),
  /** Postal address, one line per entry. */
  addressLines: z.array(z.string()),
  /** Who legally represents the provider (managing director, owner). */
  representative: z.string(),
  email: z.email(),
  /** VAT identification number; null when the provider has none. */
  vatId: z.string().nullable(),
  /** Small business under § 19 UStG: no VAT is charged, and the imprint says so. */
  smallBusiness: z.boolean(),
});
export type ImprintResponse = z.infer<typeof ImprintResponseSchema>;
