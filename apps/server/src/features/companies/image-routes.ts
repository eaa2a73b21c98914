import { CompanyProfileResultSchema } from '@azubi/shared/companies/company-profile';
import type { MessageKey } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { deleteCompanyImage, findCompanyImage, uploadCompanyImage, type CompanyImage } from './company-files';
import { ApiErrorBodySchema, RangeNotSatisfiable } from '../../http/error-responses';
import { membershipOf } from '../../http/access';
import { companyRouteDeps } from './route-deps';
import { errors } from './route-schemas';

const IMAGES: CompanyImage[] = ['logo', 'banner'];
const IMAGE_MESSAGES: Record<CompanyImage, { saved: MessageKey; removed: MessageKey }> = {
  logo: { saved: 'companies.logoSaved', removed: 'companies.logoRemoved' },
  banner: { saved: 'companies.bannerSaved', removed: 'companies.bannerRemoved' },
};

/** The company's logo and banner: uploaded by its team admins, shown on the public employer page. Mounted under /api. */
export const companyImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { fileDeps, result } = companyRouteDeps(app);

  for (const kind of IMAGES) {
    // Team admins: the logo or banner (multipart, one JPEG/PNG/WebP up to 5 MB, cropped by the web app).
    app.post(
      `/employer/company/${kind}`,
      {
        config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
        schema: {
          operationId: kind === 'logo' ? 'uploadCompanyLogo' : 'uploadCompanyBanner',
          summary: `Upload the company's ${kind} (one JPEG, PNG or WebP up to 5 MB, cropped by the web app)`,
          tags: ['companies'],
          consumes: ['multipart/form-data'],
          response: { 200: CompanyProfileResultSchema, ...errors },
        },
      },
      async (request) => {
        const membership = membershipOf(request);
        await uploadCompanyImage(await fileDeps(request), membership, kind, request);
        return result(request, membership, IMAGE_MESSAGES[kind].saved);
      },
    );

    app.delete(
      `/employer/company/${kind}`,
      {
        config: { access: 'team-admin', deniedMember: 'companies.membersCannotEdit' },
        schema: {
          operationId: kind === 'logo' ? 'deleteCompanyLogo' : 'deleteCompanyBanner',
          summary: `Delete the company's ${kind}`,
          tags: ['companies'],
          response: { 200: CompanyProfileResultSchema, ...errors },
        },
      },
      async (request) => {
        const membership = membershipOf(request);
        await deleteCompanyImage(await fileDeps(request), membership, kind);
        return result(request, membership, IMAGE_MESSAGES[kind].removed);
      },
    );

    // Anyone: the image as the public employer page shows it.
    app.get(
      `/companies/:companyId/${kind}`,
      {
        config: { access: 'public' },
        compress: false,
        schema: {
          operationId: kind === 'logo' ? 'getCompanyLogo' : 'getCompanyBanner',
          summary: `The company's ${kind} as the public employer page shows it`,
          tags: ['companies'],
          params: z.object({ companyId: z.string() }),
          querystring: z.object({ v: z.string().max(40).optional() }),
          response: { 200: z.any(), 206: z.any(), 404: ApiErrorBodySchema, 416: RangeNotSatisfiable },
        },
      },
      async (request, reply) => {
        const id = z.uuid().safeParse(request.params.companyId);
        if (!id.success) throw AppError.notFound('files.notFound');
        const file = await findCompanyImage(db, id.data, kind);
        return sendStoredFile(request, reply, app.storage, file, 'inline');
      },
    );
  }
};
