import { isVerifiedStatus, type CompanyProfileInputSchema } from '@azubi/shared/companies/company-profile';
import type { MessageKey } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyMembership } from './company-access';
import { findCompany } from './get-company-profile';

type Input = z.output<typeof CompanyProfileInputSchema>;

/**
 * A team admin saves the company profile (the route's guard checked the role). A verified company
 * whose name or website changes goes back to pending: what was verified no longer holds, and a
 * moderator looks at it again (spec §4).
 */
export async function updateCompanyProfile(
  db: Database,
  membership: CompanyMembership,
  input: Input,
): Promise<MessageKey> {
  const company = await findCompany(db, membership.companyId);
  const website = input.website ?? null;
  const identityChanged = company.name !== input.name || (company.website ?? null) !== website;
  const reverify = isVerifiedStatus(company.verificationStatus) && identityChanged;
  await db
    .update(companies)
    .set({
      name: input.name,
      industry: input.industry,
      location: input.location,
      about: input.about ?? null,
      website,
      ...(reverify
        ? {
            verificationStatus: 'pending' as const,
            verificationRequestedAt: new Date(),
            verifiedAt: null,
            verifiedBy: null,
          }
        : {}),
    })
    .where(eq(companies.id, company.id));
  return reverify ? 'companies.savedNeedsReview' : 'companies.saved';
}
