import { AuthResultSchema, homePathForRole, InvitationInfoSchema } from '@azubi/shared/auth/schemas';
import { translate } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { getMe } from './get-me';
import { findValidInvitation, acceptInvitation, sameEmail } from './invitations';
import { actorOf } from '../../http/access';
import { errors } from './route-schemas';

/**
 * Accounts (spec §4–§8): a team invitation's link, read and accepted. Who may call each route is
 * stated beside it and checked here on the server. Mounted under /api.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Anyone with the link: what the invitation is for (company, role, invited address), for the banner.
  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getInvitation',
        summary: 'What a team invitation is for: company, role and invited address',
        tags: ['auth'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: InvitationInfoSchema, ...errors },
      },
    },
    async (request) => {
      const invitation = await findValidInvitation(db, request.params.token);
      return {
        companyName: invitation.companyName,
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );

  // The signed-in user whose address was invited.
  app.post(
    '/auth/invitations/:token/accept',
    {
      config: { access: 'invited' },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept a team invitation as the invited account',
        tags: ['auth'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: AuthResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const invitation = await findValidInvitation(db, request.params.token);
      if (!sameEmail(invitation.email, actor.email)) throw new AppError(403, 'FORBIDDEN', 'auth.invitationSignInEmail');
      await acceptInvitation(db, invitation, actor.userId);
      return {
        me: await getMe({ db, userId: actor.userId }),
        redirectTo: homePathForRole('team_member', request.params.token),
        message: translate(request.locale, 'auth.teamWelcome'),
      };
    },
  );
};
