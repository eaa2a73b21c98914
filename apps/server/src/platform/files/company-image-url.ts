import type { companies } from '../../db/schema';

/**
 * Public addresses of a company's logo and banner (anyone may load them: they are on its public
 * page, served by the companies feature's routes). Here, not in features/companies, because the
 * listings and the conversations show them too, and companies uses both.
 */
export const companyImageUrl = (
  company: Pick<typeof companies.$inferSelect, 'id' | 'logoFileId' | 'bannerFileId'>,
  kind: 'logo' | 'banner',
) => {
  const fileId = kind === 'logo' ? company.logoFileId : company.bannerFileId;
  return fileId ? `/api/companies/${company.id}/${kind}?v=${fileId.slice(0, 8)}` : null;
};
