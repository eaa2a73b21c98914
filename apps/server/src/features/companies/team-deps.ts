import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AuditContext } from '../../platform/audit/record-audit-event';
import type { Actor } from '../../platform/session/session';
import type { CompanyMembership } from '../../platform/company-membership';

/** What a team use case needs: the team admin (already checked by `requireTeamAdmin`) and their company. */
export type TeamDeps = {
  db: Database;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  audit: AuditContext;
  actor: Actor;
  membership: CompanyMembership;
};
