import { isVerifiedStatus } from '@azubi/shared/companies/company-profile';
import type { companies } from '../../db/schema';

type Company = typeof companies.$inferSelect;
type Identity = { name: string; website: string | null };

/**
 * What was verified is the company's name and its website's domain (spec §4). Whatever path
 * changes either (onboarding a second time, the company profile) sends a verified company back to
 * pending, so a moderator looks at it again (issue 27: a verified company renamed itself
 * "Bundesagentur fuer Arbeit" through onboarding and stayed verified). Returns the columns to set
 * with the change, empty when the company keeps its status.
 */
export function reverificationOnIdentityChange(
  company: Pick<Company, 'name' | 'website' | 'verificationStatus'>,
  next: Identity,
  now: Date,
): Partial<Company> {
  const changed = company.name !== next.name || (company.website ?? null) !== (next.website ?? null);
  if (!changed || !isVerifiedStatus(company.verificationStatus)) return {};
  return { verificationStatus: 'pending', verificationRequestedAt: now, verifiedAt: null, verifiedBy: null };
}
