import { CompanyVerificationItemSchema } from '@azubi/shared/companies/company-profile';
import { translate } from '@azubi/shared/i18n/messages';
import {
  AudioReportItemSchema,
  AudioReportQuerySchema,
  ConversationReportItemSchema,
  RejectProfileSchema,
  ResolveAudioReportSchema,
  VerificationItemSchema,
} from '@azubi/shared/moderation/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudioReports, resolveAudioReport } from './audio-reports';
import { listConversationReports, resolveConversationReport } from './conversation-reports';
import { decideCompanyVerification, listPendingCompanies } from './company-verifications';
import { approveProfile, listPendingVerifications, rejectProfile } from './verifications';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409);
const Message = z.object({ message: z.string() });

/** Profile verification, the audio report queue and reported conversations, for moderators and admins. Mounted under /api. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (log: typeof app.log) => ({ db, mailer: app.mailer, config: app.config, log });

  app.get(
    '/admin/verifications',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'listPendingVerifications',
        summary: 'Candidate profiles waiting for approval',
        tags: ['moderation'],
        response: { 200: z.array(VerificationItemSchema), ...errors },
      },
    },
    async () => listPendingVerifications({ db }),
  );

  app.post(
    '/admin/verifications/:candidateId/approve',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'approveProfile',
        summary: 'Approve a candidate profile',
        tags: ['moderation'],
        params: z.object({ candidateId: z.uuid() }),
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await approveProfile({ ...deps(request.log), actor }, request.params.candidateId);
      return { message: translate(request.locale, 'moderation.approved') };
    },
  );

  app.post(
    '/admin/verifications/:candidateId/reject',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'rejectProfile',
        summary: 'Reject a candidate profile with a reason',
        tags: ['moderation'],
        params: z.object({ candidateId: z.uuid() }),
        body: RejectProfileSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await rejectProfile({ ...deps(request.log), actor }, request.params.candidateId, request.body.reason);
      return { message: translate(request.locale, 'moderation.rejected') };
    },
  );

  // Moderators and admins: companies waiting for a manual verification, and the decision.
  app.get(
    '/admin/company-verifications',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'listPendingCompanies',
        summary: 'Companies waiting for a manual verification',
        tags: ['moderation'],
        response: { 200: z.array(CompanyVerificationItemSchema), ...errors },
      },
    },
    async () => listPendingCompanies({ db }),
  );

  app.post(
    '/admin/company-verifications/:companyId/verify',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'verifyCompany',
        summary: 'Verify a company',
        tags: ['moderation'],
        params: z.object({ companyId: z.uuid() }),
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await decideCompanyVerification({ ...deps(request.log), actor }, request.params.companyId, { verified: true });
      return { message: translate(request.locale, 'moderation.companyVerified') };
    },
  );

  app.post(
    '/admin/company-verifications/:companyId/reject',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'rejectCompanyVerification',
        summary: "Reject a company's verification with a reason",
        tags: ['moderation'],
        params: z.object({ companyId: z.uuid() }),
        body: RejectProfileSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await decideCompanyVerification({ ...deps(request.log), actor }, request.params.companyId, {
        verified: false,
        reason: request.body.reason,
      });
      return { message: translate(request.locale, 'moderation.companyRejected') };
    },
  );

  app.get(
    '/admin/audio-reports',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'listAudioReports',
        summary: 'Open reports of audio introductions',
        tags: ['moderation'],
        querystring: AudioReportQuerySchema,
        response: { 200: z.array(AudioReportItemSchema), ...errors },
      },
    },
    async (request) => listAudioReports({ db }, request.query.status),
  );

  app.post(
    '/admin/audio-reports/:id/resolve',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'resolveAudioReport',
        summary: 'Resolve an audio report (keep or remove the recording)',
        tags: ['moderation'],
        params: z.object({ id: z.uuid() }),
        body: ResolveAudioReportSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await resolveAudioReport(
        { db, storage: app.storage, log: request.log, actor },
        request.params.id,
        request.body.decision,
        request.body.note,
      );
      return {
        message: translate(
          request.locale,
          request.body.decision === 'uphold' ? 'moderation.reportUpheld' : 'moderation.reportDismissed',
        ),
      };
    },
  );
  app.get(
    '/admin/conversation-reports',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'listConversationReports',
        summary: 'Open reports of conversations',
        tags: ['moderation'],
        querystring: AudioReportQuerySchema,
        response: { 200: z.array(ConversationReportItemSchema), ...errors },
      },
    },
    async (request) => listConversationReports({ db, actor: actorOf(request) }, request.query.status),
  );

  app.post(
    '/admin/conversation-reports/:id/resolve',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'resolveConversationReport',
        summary: 'Resolve a conversation report',
        tags: ['moderation'],
        params: z.object({ id: z.uuid() }),
        body: ResolveAudioReportSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { reporterSide } = await resolveConversationReport(
        { db, realtime: app.realtime, actor },
        request.params.id,
        request.body.decision,
        request.body.note,
      );
      const key =
        request.body.decision === 'dismiss'
          ? 'moderation.reportDismissed'
          : reporterSide === 'candidate'
            ? 'moderation.conversationReportUpheld'
            : 'moderation.conversationReportUpheldByCompany';
      return { message: translate(request.locale, key) };
    },
  );
};
