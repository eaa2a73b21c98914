import type { MessageKey } from '@azubi/shared/i18n/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import type { CompanyMembership } from '../../platform/company-membership';
import { emailMatchesWebsite } from './company-domain';
import { companyDocuments, findCompany } from './get-company-profile';

/**
 * A team admin asks for verification (spec §4). Verified at once when the admin's verified e-mail
 * address is on the website's registrable domain; otherwise the company waits, with its documents,
 * for a moderator (pending). Asking again while pending repeats the domain check.
 */
export async function requestVerification(
  db: Database,
  actor: Actor,
  membership: CompanyMembership,
): Promise<MessageKey> {
  const company = await findCompany(db, membership.companyId);
  if (company.verificationStatus === 'verified' || company.verificationStatus === 'verified_manually')
    throw new AppError(409, 'CONFLICT', 'companies.alreadyVerified');
  if (!company.website)
    throw AppError.validation({ website: 'companies.websiteRequired' }, 'companies.websiteRequired');
  const from = ['not_verified', 'pending', 'rejected'] as const;
  if (actor.emailVerified && emailMatchesWebsite(actor.email, company.website)) {
    const updated = await db
      .update(companies)
      .set({ verificationStatus: 'verified', verifiedAt: new Date(), verifiedBy: null, verificationNote: null })
      .where(and(eq(companies.id, company.id), inArray(companies.verificationStatus, [...from])))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'companies.alreadyVerified');
    return 'companies.verifiedByDomain';
  }
  if (company.verificationStatus === 'pending') throw new AppError(409, 'CONFLICT', 'companies.verificationPending');
  const documents = await companyDocuments(db, company.id);
  if (documents.length === 0)
    throw AppError.validation({ documents: 'companies.documentsRequired' }, 'companies.documentsRequired');
  const updated = await db
    .update(companies)
    .set({ verificationStatus: 'pending', verificationRequestedAt: new Date(), verificationNote: null })
    .where(and(eq(companies.id, company.id), inArray(companies.verificationStatus, ['not_verified', 'rejected'])))
    .returning({ id: companies.id });
  if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'companies.verificationPending');
  return 'companies.verificationRequested';
}
