import {
  ChangeTeamRoleSchema,
  InvitationResultSchema,
  InviteTeamMemberSchema,
  TeamInvitationSchema,
  TeamMessageSchema,
  TeamSchema,
} from '@azubi/shared/companies/team';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { auditContext } from '../../platform/session/request-context';
import { getTeam } from './get-team';
import { inviteTeamMember } from './invite-team-member';
import { resendInvitation, revokeInvitation } from './manage-invitation';
import { changeMemberRole, removeTeamMember } from './manage-team-members';
import { leaveCompanyConversations } from '../messaging';
import type { TeamDeps } from './team-deps';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);
const InvitationParams = z.object({ id: z.uuid() });
const MemberParams = z.object({ userId: z.uuid() });
const InvitationAnswer = z.object({ invitation: TeamInvitationSchema, message: z.string() });

/**
 * The team of the signed-in admin's company (`/team-settings`, spec §2, §6). Every route: team
 * admins only (`requireTeamAdmin`): members 403, candidates, moderators and admins 403, signed out
 * 401; another company's invitations and members are 404. Mounted under /api.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  /** Every invitation sent is an e-mail: at most 20 an hour per company (RATE_LIMITS.teamInvitation). */
  const limitInvitations = async (deps: TeamDeps) => {
    const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.teamInvitation, [
      `company:${deps.membership.companyId}`,
    ]);
    if (!limit.allowed) throw AppError.rateLimited('team.tooManyInvitations', limit.retryAfterSeconds);
    return deps;
  };
  const teamAdmin = async (request: FastifyRequest): Promise<TeamDeps> => {
    const actor = actorOf(request);
    const membership = membershipOf(request);
    return {
      db,
      mailer: app.mailer,
      config: app.config,
      log: request.log,
      audit: auditContext(request),
      actor,
      membership,
    };
  };

  app.get(
    '/employer/team',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'getTeam',
        summary: "The company's team members and open invitations",
        tags: ['team'],
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, membership } = await teamAdmin(request);
      return getTeam({ db, companyId: membership.companyId, userId: actor.userId });
    },
  );

  app.post(
    '/employer/team/invitations',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'inviteTeamMember',
        summary: "Invite someone to the company's team by e-mail",
        tags: ['team'],
        body: InviteTeamMemberSchema,
        response: { 201: InvitationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await inviteTeamMember(await limitInvitations(await teamAdmin(request)), request.body);
      const message = result.emailSent
        ? translate(request.locale, 'team.invitationSent', { email: result.invitation.email })
        : translate(request.locale, 'team.invitationEmailFailed');
      return reply.status(201).send({ ...result, message });
    },
  );

  app.post(
    '/employer/team/invitations/:id/resend',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'resendInvitation',
        summary: 'Send a team invitation again',
        tags: ['team'],
        params: InvitationParams,
        response: { 200: InvitationAnswer, ...errors },
      },
    },
    async (request) => {
      const invitation = await resendInvitation(await limitInvitations(await teamAdmin(request)), request.params.id);
      return { invitation, message: translate(request.locale, 'team.invitationResent', { email: invitation.email }) };
    },
  );

  app.post(
    '/employer/team/invitations/:id/revoke',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'revokeInvitation',
        summary: 'Revoke a team invitation',
        tags: ['team'],
        params: InvitationParams,
        response: { 200: InvitationAnswer, ...errors },
      },
    },
    async (request) => {
      const invitation = await revokeInvitation(await teamAdmin(request), request.params.id);
      return { invitation, message: translate(request.locale, 'team.invitationRevoked', { email: invitation.email }) };
    },
  );

  app.put(
    '/employer/team/members/:userId/role',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'changeMemberRole',
        summary: 'Make a team member an admin or a member',
        tags: ['team'],
        params: MemberParams,
        body: ChangeTeamRoleSchema,
        response: { 200: TeamMessageSchema, ...errors },
      },
    },
    async (request) => {
      const { name } = await changeMemberRole(await teamAdmin(request), {
        userId: request.params.userId,
        role: request.body.role,
      });
      return { message: translate(request.locale, 'team.roleChanged', { name }) };
    },
  );

  app.delete(
    '/employer/team/members/:userId',
    {
      config: { access: 'team-admin' },
      schema: {
        operationId: 'removeTeamMember',
        summary: "Remove someone from the company's team",
        tags: ['team'],
        params: MemberParams,
        response: { 200: TeamMessageSchema, ...errors },
      },
    },
    async (request) => {
      const team = await teamAdmin(request);
      const { name } = await removeTeamMember(team, request.params.userId);
      // Their open sockets leave the company's conversations at once, on every instance.
      await leaveCompanyConversations({ db, realtime: app.realtime }, request.params.userId, team.membership.companyId);
      return { message: translate(request.locale, 'team.memberRemoved', { name }) };
    },
  );
};
