import { z } from '../zod';
import { cleanTextSchema } from '../text/clean-text';

/** Spec §5: company name, industry and location are required; the e-mail must be verified first. */
export const EmployerOnboardingSchema = z.object({
  companyName: cleanTextSchema({ min: 2, max: 150, minMessage: 'companies.companyNameRequired' }),
  industry: cleanTextSchema({ min: 2, max: 100, minMessage: 'companies.industryRequired' }),
  location: cleanTextSchema({ min: 2, max: 100, minMessage: 'companies.locationRequired' }),
});
export type EmployerOnboardingInput = z.input<typeof EmployerOnboardingSchema>;

export const CompanySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
  verificationStatus: z.string(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
