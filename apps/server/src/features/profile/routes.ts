import { DOCUMENT_TYPES } from '@azubi/shared/files/files';
import { translate } from '@azubi/shared/i18n/messages';
import { GERMAN_LEVELS } from '@azubi/shared/listings/listing';
import {
  CandidateProfileSchema,
  CERTIFICATE_TYPES,
  CvQuerySchema,
  DetailsSectionSchema,
  InterestsSectionSchema,
  LanguageSectionSchema,
  PersonalSectionSchema,
  ProfileProgressSchema,
  ProfileSaveResultSchema,
} from '@azubi/shared/profile/profile';
import { cleanText } from '@azubi/shared/text/clean-text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS } from '../../http/rate-limiter';
import { auditContext } from '../../platform/session/request-context';
import { contentDisposition } from '../../platform/files/send-stored-file';
import { getProfileProgress } from './get-progress';
import { deleteDocument, deletePhoto, uploadDocument, uploadPhoto } from './manage-documents';
import { loadProfileState, toCandidateProfile, type ProfileState } from './profile-state';
import { closeCvRenderPool } from './cv-render-pool';
import { renderCv } from './render-cv';
import { saveProfileSection, type SectionInput } from './save-profile-section';
import { errorResponses } from '../../http/error-responses';
import { candidateOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);

const DocumentQuerySchema = z.object({
  type: z.enum(DOCUMENT_TYPES, { message: 'validation.invalidValue' }),
  certificateType: z.enum(CERTIFICATE_TYPES, { message: 'profile.certificateTypeRequired' }).optional(),
  level: z.enum(GERMAN_LEVELS, { message: 'profile.germanLevelRequired' }).optional(),
  label: z
    .string()
    .optional()
    .transform((value) => (value ? cleanText(value, 100) || null : null)),
});

/** The candidate's own profile, documents, photo, setup progress and CV. Mounted under /api. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (request: FastifyRequest) => ({ db, mailer: app.mailer, config: app.config, log: request.log });
  const result = (request: FastifyRequest, state: ProfileState, key?: string) => {
    const profile = toCandidateProfile(state);
    const status = profile.approval.status;
    const message =
      key ??
      (status === 'approved'
        ? 'profile.savedApproved'
        : status === 'pending'
          ? 'profile.savedPending'
          : 'profile.saved');
    return { message: translate(request.locale, message), profile };
  };

  // Candidates: their whole profile, section by section, with documents, audio, approval and completion.
  app.get(
    '/profile',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'getCandidateProfile',
        summary: "The candidate's whole profile with documents, audio, approval and completion",
        tags: ['profile'],
        response: { 200: CandidateProfileSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      return toCandidateProfile(await loadProfileState(db, actor.userId));
    },
  );

  // Candidates: save one section (10 saves per hour); a complete, changed profile goes to review.
  const sections = [
    ['personal', PersonalSectionSchema],
    ['language', LanguageSectionSchema],
    ['interests', InterestsSectionSchema],
    ['details', DetailsSectionSchema],
  ] as const;
  const SAVE_SECTION_OPERATION = {
    personal: 'savePersonalSection',
    language: 'saveLanguageSection',
    interests: 'saveInterestsSection',
    details: 'saveDetailsSection',
  } as const;
  // An optional `Idempotency-Key` (the client's id for this save) makes a retried save apply once.
  const SaveHeadersSchema = z.looseObject({
    'idempotency-key': z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { message: 'validation.invalidFormat' })
      .optional(),
  });
  for (const [section, schema] of sections) {
    app.put(
      `/profile/${section}`,
      {
        config: { access: 'candidate' },
        schema: {
          operationId: SAVE_SECTION_OPERATION[section],
          summary: `Save the ${section} section of the candidate's profile`,
          tags: ['profile'],
          headers: SaveHeadersSchema,
          body: schema,
          response: { 200: ProfileSaveResultSchema, ...errors },
        },
      },
      async (request) => {
        const actor = candidateOf(request);
        const saveId = request.headers['idempotency-key'];
        const state = await saveProfileSection({ ...deps(request), actor, rateLimits: app.rateLimits, saveId }, {
          section,
          values: request.body,
        } as SectionInput);
        return result(request, state);
      },
    );
  }

  // Candidates: the setup tracker (e-mail verified, profile complete with what is missing, approval).
  app.get(
    '/profile/progress',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'getProfileSetupProgress',
        summary: "The candidate's setup tracker: e-mail, completion with what is missing, approval",
        tags: ['profile'],
        response: { 200: ProfileProgressSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      return getProfileProgress({ db, actor });
    },
  );

  // Candidates: the photo (multipart, one JPEG/PNG/WebP file up to 5 MB, cropped by the web app).
  app.post(
    '/profile/photo',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'uploadPhoto',
        summary: "Upload the candidate's photo (one JPEG, PNG or WebP up to 5 MB)",
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 200: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const state = await uploadPhoto(
        { ...deps(request), actor, storage: app.storage, audit: auditContext(request) },
        request,
      );
      return result(request, state, 'profile.photoSaved');
    },
  );

  app.delete(
    '/profile/photo',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'deletePhoto',
        summary: "Delete the candidate's photo",
        tags: ['profile'],
        response: { 200: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const state = await deletePhoto({ ...deps(request), actor, storage: app.storage, audit: auditContext(request) });
      return result(request, state, 'profile.photoDeleted');
    },
  );

  // Candidates: upload a document (multipart, one JPEG/PNG/WebP/PDF file up to 5 MB). The query
  // names its type; the German certificate also the certificate type and the level it shows.
  app.post(
    '/profile/documents',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'uploadProfileDocument',
        summary: "Upload a document to the candidate's profile (JPEG, PNG, WebP or PDF up to 5 MB)",
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        querystring: DocumentQuerySchema,
        response: { 201: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = candidateOf(request);
      const state = await uploadDocument(
        { ...deps(request), actor, storage: app.storage, audit: auditContext(request) },
        request,
        request.query,
      );
      return reply.status(201).send(result(request, state, 'files.uploaded'));
    },
  );

  // Candidates: delete one of their documents.
  app.delete(
    '/profile/documents/:id',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'deleteProfileDocument',
        summary: "Delete one of the candidate's documents",
        tags: ['profile'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ProfileSaveResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const state = await deleteDocument(
        { ...deps(request), actor, storage: app.storage, audit: auditContext(request) },
        request.params.id,
      );
      return result(request, state, 'files.deleted');
    },
  );

  // Rendering runs in worker threads with a short queue of its own (cv-render-pool.ts).
  app.addHook('onClose', closeCvRenderPool);

  // Candidates: the CV as a PDF download in a template, a colour and a language (10 per 10 minutes).
  app.get(
    '/profile/cv.pdf',
    {
      compress: false,
      config: { access: 'candidate', rateLimit: 'expensive' },
      schema: {
        operationId: 'renderCv',
        summary: "The candidate's CV as a PDF in a template, a colour and a language",
        tags: ['profile'],
        querystring: CvQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = candidateOf(request);
      const limit = await checkRateLimit(app.rateLimits, RATE_LIMITS.cvRender, [`account:${actor.userId}`]);
      if (!limit.allowed) throw AppError.rateLimited('profile.tooManyCvRenders', limit.retryAfterSeconds);
      const locale = request.query.lang ?? request.locale;
      let cv;
      try {
        cv = await renderCv(
          { db, storage: app.storage, actor },
          { template: request.query.template, color: request.query.color, locale },
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'CV rendering failed');
        throw new AppError(500, 'INTERNAL', 'profile.cvFailed');
      }
      request.log.info({ template: request.query.template, ms: cv.milliseconds, bytes: cv.pdf.length }, 'CV rendered');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('server-timing', `render;dur=${cv.milliseconds}`)
        .header('content-disposition', contentDisposition('attachment', cv.fileName))
        .send(cv.pdf);
    },
  );
};
