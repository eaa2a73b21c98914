import type { CompanyProfileInputSchema } from '@azubi/shared/companies/company-profile';
import type { MessageKey } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyMembership } from '../../platform/company-membership';
import { reverificationOnIdentityChange } from './company-identity';
import { findCompany } from './get-company-profile';

type Input = z.output<typeof CompanyProfileInputSchema>;

/**
 * A team admin saves the company profile (the route's guard checked the role). A verified company
 * whose name or website changes goes back to pending (company-identity.ts, the rule onboarding
 * follows too).
 */
export async function updateCompanyProfile(
  db: Database,
  membership: CompanyMembership,
  input: Input,
): Promise<MessageKey> {
  const company = await findCompany(db, membership.companyId);
  const website = input.website ?? null;
  const reverify = reverificationOnIdentityChange(company, { name: input.name, website }, new Date());
  await db
    .update(companies)
    .set({
      name: input.name,
      industry: input.industry,
      location: input.location,
      about: input.about ?? null,
      website,
      ...reverify,
    })
    .where(eq(companies.id, company.id));
  return reverify.verificationStatus ? 'companies.savedNeedsReview' : 'companies.saved';
}
