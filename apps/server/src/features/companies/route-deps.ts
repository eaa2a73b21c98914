import { translate, type MessageKey } from '@azubi/shared/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditContext } from '../../platform/session/request-context';
import type { CompanyMembership } from '../../platform/company-membership';
import { getCompanyProfile } from './get-company-profile';
import { actorOf } from '../../http/access';

/** What the company routes give their use cases and answer with (routes.ts, image-routes.ts, verification-routes.ts). */
export const companyRouteDeps = (app: FastifyInstance) => {
  const db = app.database.db;

  const fileDeps = async (request: FastifyRequest) => ({
    db,
    storage: app.storage,
    log: request.log,
    actor: actorOf(request),
    audit: auditContext(request),
  });
  const result = async (request: FastifyRequest, membership: CompanyMembership, key: MessageKey) => ({
    message: translate(request.locale, key),
    profile: await getCompanyProfile(db, membership),
  });

  return { fileDeps, result };
};
