import { z } from '../zod';
import { cleanText, cleanTextSchema } from '../text/clean-text';
import { GERMAN_LEVELS, isCalendarDate, meetsGermanLevel, PROGRAM_MIN_LEVEL, PROGRAM_TYPES } from './listing';
import { FSJ_SECTORS } from './listing-options';
import { SEARCH_CATEGORIES } from './search-filters';
import { fieldsPassed, RUN_WITH_FIELD_ERRORS } from '../validation/cross-field';

// The sectors without zod, for the browser's screens (ADR 0033).
export { FSJ_SECTORS } from './listing-options';

/**
 * A listing as an employer creates or edits it (spec §3 "Listing", §5). Program rules: FSJ and
 * BFD need a sector ("Sector is required for FSJ listings") and a monthly allowance; Ausbildung
 * has a duration in years and a salary range. Messages are keys of the shared `listings` namespace.
 */

const optionalText = (max = 200) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((value) => (value == null ? null : cleanText(value, max) || null));
const money = z.coerce
  .number({ message: 'listings.amountInvalid' })
  .int({ message: 'listings.amountInvalid' })
  .min(0, { message: 'listings.amountInvalid' })
  .max(100_000, { message: 'listings.amountInvalid' });
const optionalMoney = z
  .union([z.null(), money])
  .optional()
  .transform((v) => v ?? null);
const age = z.coerce
  .number({ message: 'listings.ageInvalid' })
  .int({ message: 'listings.ageInvalid' })
  .min(16, { message: 'listings.ageMin' })
  .max(99, { message: 'listings.ageInvalid' });

export const ListingInputSchema = z
  .object({
    title: cleanTextSchema({ min: 3, max: 150, minMessage: 'listings.titleRequired' }),
    description: cleanTextSchema({ min: 20, max: 1000, minMessage: 'listings.descriptionRequired' }),
    programType: z.enum(PROGRAM_TYPES, { message: 'listings.programTypeRequired' }),
    category: z.enum(SEARCH_CATEGORIES, { message: 'listings.categoryRequired' }),
    germanLevelRequired: z.enum(GERMAN_LEVELS, { message: 'listings.germanLevelRequired' }),
    location: cleanTextSchema({ min: 2, max: 100, minMessage: 'listings.locationRequired' }),
    startDate: z
      .string()
      .refine(isCalendarDate, { message: 'listings.dateInvalid' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    durationYears: z
      .union([
        z.null(),
        z.coerce
          .number({ message: 'listings.durationInvalid' })
          .min(0.5, { message: 'listings.durationInvalid' })
          .max(4, { message: 'listings.durationInvalid' }),
      ])
      .optional()
      .transform((v) => v ?? null),
    salaryMin: optionalMoney,
    salaryMax: optionalMoney,
    monthlyAllowance: optionalMoney,
    sector: z
      .enum(FSJ_SECTORS, { message: 'listings.sectorRequired' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    minAge: z
      .union([z.null(), age])
      .optional()
      .transform((v) => v ?? null),
    maxAge: z
      .union([z.null(), age])
      .optional()
      .transform((v) => v ?? null),
    freeAccommodation: z.boolean().default(false),
    visaSponsorship: z.boolean().default(false),
    /** Partners' feeds (`/api/feeds/listings.*`) may carry it; the company can opt a listing out. */
    inPartnerFeed: z.boolean().default(true),
    contactPerson: optionalText(100),
    contactPhone: optionalText(40),
    requiredDocuments: z
      .array(z.string().transform((v) => cleanText(v, 100)))
      .max(20)
      .default([])
      .transform((list) => list.filter(Boolean)),
  })
  .superRefine((value, ctx) => {
    // Each rule reads only fields that passed their own checks, and runs even when others failed:
    // a form shows every message on its first submit.
    const passed = (...fields: string[]) => fieldsPassed(ctx, ...fields);
    const voluntary = value.programType === 'fsj' || value.programType === 'bfd';
    if (passed('programType', 'sector') && voluntary && !value.sector)
      ctx.addIssue({ code: 'custom', path: ['sector'], message: 'listings.sectorRequired' });
    if (passed('programType', 'monthlyAllowance') && voluntary && value.monthlyAllowance === null)
      ctx.addIssue({ code: 'custom', path: ['monthlyAllowance'], message: 'listings.allowanceRequired' });
    // A listing cannot ask for less German than its program needs (Ausbildung B1, FSJ and BFD A2).
    if (
      passed('programType', 'germanLevelRequired') &&
      !meetsGermanLevel(value.germanLevelRequired, PROGRAM_MIN_LEVEL[value.programType])
    )
      ctx.addIssue({
        code: 'custom',
        path: ['germanLevelRequired'],
        message: value.programType === 'ausbildung' ? 'listings.ausbildungLevelMin' : 'listings.voluntaryLevelMin',
      });
    if (passed('programType', 'durationYears') && value.programType === 'ausbildung' && value.durationYears === null)
      ctx.addIssue({ code: 'custom', path: ['durationYears'], message: 'listings.durationRequired' });
    if (
      passed('salaryMin', 'salaryMax') &&
      value.salaryMin !== null &&
      value.salaryMax !== null &&
      value.salaryMin > value.salaryMax
    ) {
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'listings.salaryRange' });
    }
    if (passed('minAge', 'maxAge') && value.minAge !== null && value.maxAge !== null && value.minAge > value.maxAge)
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'listings.ageRange' });
  }, RUN_WITH_FIELD_ERRORS);
export type ListingInput = z.input<typeof ListingInputSchema>;
export type ListingValues = z.output<typeof ListingInputSchema>;
