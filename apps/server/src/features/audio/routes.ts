import { AudioIntroductionSchema, AudioReportInputSchema, AudioUploadQuerySchema } from '@azubi/shared/audio/audio';
import { translate } from '@azubi/shared/i18n/messages';
import { ProfileSaveResultSchema } from '@azubi/shared/profile/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { auditContext } from '../../platform/session/request-context';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { audioView, loadProfileState, toCandidateProfile } from '../profile';
import { findAudioFor } from './audio-access';
import { removeAudioIntroduction, uploadAudio } from './manage-audio';
import { reportAudio } from './report-audio';
import { RangeNotSatisfiable, errorResponses } from '../../http/error-responses';
import { actorOf, candidateOf } from '../../http/access';

const errors = { ...errorResponses(400, 401, 403, 404, 409, 413, 415), 416: RangeNotSatisfiable };
const CandidateParams = z.object({ candidateId: z.string() });

/** The audio self-introduction: upload, delete, playback, reports. Mounted under /api. */
export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (log: typeof app.log) => ({ db, storage: app.storage, log });

  // Candidates: upload (multipart, one audio file) with consent (`?consent=true`); replaces the old one.
  app.post(
    '/profile/audio',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'uploadAudioIntroduction',
        summary: "Upload the candidate's audio introduction, with consent",
        tags: ['audio'],
        consumes: ['multipart/form-data'],
        querystring: AudioUploadQuerySchema,
        response: { 201: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = candidateOf(request);
      const state = await uploadAudio({ ...deps(request.log), actor, audit: auditContext(request) }, request);
      const profile = toCandidateProfile(state);
      const key = profile.audio?.short ? 'audio.shortWarning' : 'audio.uploaded';
      return reply.status(201).send({ message: translate(request.locale, key), profile });
    },
  );

  // Candidates: their recording's details (null when there is none).
  app.get(
    '/profile/audio',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'getAudioIntroduction',
        summary: "The details of the candidate's audio introduction",
        tags: ['audio'],
        response: { 200: AudioIntroductionSchema.nullable(), ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const state = await loadProfileState(db, actor.userId);
      return state.audio ? audioView(state.audio) : null;
    },
  );

  // Candidates: delete their recording (this also withdraws the consent).
  app.delete(
    '/profile/audio',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'removeAudioIntroduction',
        summary: "Delete the candidate's audio introduction and withdraw the consent",
        tags: ['audio'],
        response: { 200: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      if (!(await removeAudioIntroduction(deps(request.log), actor.userId))) throw AppError.notFound('audio.notFound');
      const profile = toCandidateProfile(await loadProfileState(db, actor.userId));
      return { message: translate(request.locale, 'audio.deleted'), profile };
    },
  );

  // Playback, inline only: the candidate, employers in contact (spec §6), moderators and admins.
  // Everyone else gets 404. Byte ranges are answered for seeking.
  app.get(
    '/audio/:candidateId',
    {
      config: { access: 'signed-in' },
      compress: false,
      schema: {
        operationId: 'playAudioIntroduction',
        summary: "Play a candidate's audio introduction (byte ranges for seeking)",
        tags: ['audio'],
        params: CandidateParams,
        response: { 200: z.any(), 206: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = z.uuid().safeParse(request.params.candidateId);
      const playable = id.success ? await findAudioFor(db, actor, id.data) : null;
      if (!playable) throw AppError.notFound('audio.notFound');
      return sendStoredFile(request, reply, app.storage, playable.file, 'inline');
    },
  );

  // Anyone who can hear the recording, except its owner: report it to the moderators.
  app.post(
    '/audio/:candidateId/reports',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'reportAudio',
        summary: 'Report an audio introduction to the moderators',
        tags: ['audio'],
        params: CandidateParams,
        body: AudioReportInputSchema,
        response: { 201: z.object({ id: z.string(), message: z.string(), dueAt: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = z.uuid().safeParse(request.params.candidateId);
      if (!id.success) throw AppError.notFound('audio.notFound');
      const report = await reportAudio({ db, actor }, id.data, request.body);
      return reply.status(201).send({
        id: report.id,
        dueAt: report.dueAt.toISOString(),
        message: translate(request.locale, 'audio.reportSubmitted'),
      });
    },
  );
};
