import {
  CandidateAccessSchema,
  CandidateNoteInputSchema,
  CandidateNoteSchema,
  CandidateSearchQuerySchema,
  CandidateSearchResultSchema,
  ProfileViewSchema,
  SavedCandidateSchema,
} from '@azubi/shared/candidates/candidate-search';
import { CandidateViewSchema } from '@azubi/shared/candidates/candidate-view';
import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import { translate, type MessageKey } from '@azubi/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { auditContext } from '../../platform/session/request-context';
import { companyAccessState } from '../billing';
import { firstContactAllowance } from '../billing';
import { addCandidateNote, deleteCandidateNote, listCandidateNotes } from './candidate-notes';
import { getCandidateForEmployer } from './get-candidate-for-employer';
import { listProfileViews } from './list-profile-views';
import { listSavedCandidates } from './list-saved-candidates';
import { saveCandidate, unsaveCandidate } from './save-candidate';
import { searchCandidates } from './search-candidates';
import { errorResponses } from '../../http/error-responses';
import { actorOf, candidateOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 500);
const Id = z.object({ id: z.uuid() });
const NoteParams = z.object({ id: z.uuid(), noteId: z.uuid() });
const Message = z.object({ message: z.string() });
const NotesAnswer = z.object({ notes: z.array(CandidateNoteSchema), message: z.string() });

/** Unexpected failures get our message for the action (spec §8 "notes and saved-candidate failures"); refusals pass unchanged. */
function failWith(log: FastifyBaseLogger, key: MessageKey) {
  return (error: unknown): never => {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, key);
    throw new AppError(500, 'INTERNAL', key);
  };
}

/**
 * Find candidates, a candidate's page, saved candidates and the team's notes (spec §1, §6).
 * Who may call: every `/employer/...` route here is for employers and team members of a company
 * (declared `company`: others 403, signed out 401); search and the pages of unrevealed candidates
 * also need a verified company with a running trial or plan. `/my/profile-views` is for
 * candidates. Mounted under /api.
 */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const statementTimeoutMs = app.config.searchStatementTimeoutMs;

  app.get(
    '/employer/candidates/access',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getCandidateSearchAccess',
        summary: 'Whether the company may search candidates, and its first-contact allowance',
        tags: ['candidates'],
        response: { 200: CandidateAccessSchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      const state = await companyAccessState(db, companyId);
      return {
        verificationStatus: state.verificationStatus,
        verified: state.verified,
        active: state.active,
        trialDaysLeft: state.trialDaysLeft,
        canSearchCandidates: state.canSearchCandidates,
        firstContacts: await firstContactAllowance(db, app.config, companyId),
      };
    },
  );

  app.get(
    '/employer/candidates',
    {
      // A search is an expensive read: it counts against the 100 a minute, not the reads' bucket.
      config: { access: 'company', rateLimit: 'expensive' },
      schema: {
        operationId: 'searchCandidates',
        summary: 'Search candidate profiles',
        tags: ['candidates'],
        querystring: CandidateSearchQuerySchema,
        // 503: a statement ran past SEARCH_STATEMENT_TIMEOUT_MS ("narrow your filters"), or the database is away.
        response: { 200: CandidateSearchResultSchema, ...errors, 503: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      return searchCandidates({ db, companyId, statementTimeoutMs }, request.query).catch(
        failWith(request.log, 'candidates.searchFailed'),
      );
    },
  );

  app.get(
    '/employer/candidates/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'getCandidateForEmployer',
        summary: 'One candidate profile as a company sees it',
        tags: ['candidates'],
        params: Id,
        response: { 200: CandidateViewSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      return getCandidateForEmployer(
        { db, actor, companyId, audit: auditContext(request), log: request.log },
        request.params.id,
      );
    },
  );

  app.get(
    '/employer/saved-candidates',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listSavedCandidates',
        summary: "The company's saved candidates",
        tags: ['candidates'],
        response: { 200: z.array(SavedCandidateSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      return listSavedCandidates({ db, actor, companyId }).catch(failWith(request.log, 'candidates.savedLoadFailed'));
    },
  );

  app.put(
    '/employer/saved-candidates/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'saveCandidate',
        summary: "Save a candidate to the company's list",
        tags: ['candidates'],
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      await saveCandidate({ db, actor, companyId }, request.params.id).catch(
        failWith(request.log, 'candidates.saveFailed'),
      );
      return { message: translate(request.locale, 'candidates.saved') };
    },
  );

  app.delete(
    '/employer/saved-candidates/:id',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'unsaveCandidate',
        summary: "Remove a candidate from the company's list",
        tags: ['candidates'],
        params: Id,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const { companyId } = membershipOf(request);
      await unsaveCandidate({ db, companyId }, request.params.id).catch(
        failWith(request.log, 'candidates.unsaveFailed'),
      );
      return { message: translate(request.locale, 'candidates.unsaved') };
    },
  );

  app.get(
    '/employer/candidates/:id/notes',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listCandidateNotes',
        summary: "The company's notes on a candidate",
        tags: ['candidates'],
        params: Id,
        response: { 200: z.array(CandidateNoteSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      return listCandidateNotes({ db, actor, companyId }, request.params.id).catch(
        failWith(request.log, 'candidates.notesLoadFailed'),
      );
    },
  );

  app.post(
    '/employer/candidates/:id/notes',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'addCandidateNote',
        summary: 'Add a note on a candidate',
        tags: ['candidates'],
        params: Id,
        body: CandidateNoteInputSchema,
        response: { 201: NotesAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      const notes = await addCandidateNote({ db, actor, companyId }, request.params.id, request.body.body).catch(
        failWith(request.log, 'candidates.noteFailed'),
      );
      return reply.status(201).send({ notes, message: translate(request.locale, 'candidates.noteAdded') });
    },
  );

  app.delete(
    '/employer/candidates/:id/notes/:noteId',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'deleteCandidateNote',
        summary: 'Delete a note on a candidate',
        tags: ['candidates'],
        params: NoteParams,
        response: { 200: NotesAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { companyId } = membershipOf(request);
      const notes = await deleteCandidateNote({ db, actor, companyId }, request.params.id, request.params.noteId).catch(
        failWith(request.log, 'candidates.noteDeleteFailed'),
      );
      return { notes, message: translate(request.locale, 'candidates.noteDeleted') };
    },
  );

  // Candidates: the companies that viewed their profile in the last 30 days.
  app.get(
    '/my/profile-views',
    {
      config: { access: 'candidate' },
      schema: {
        operationId: 'listProfileViews',
        summary: "The companies that viewed the candidate's profile in the last 30 days",
        tags: ['candidates'],
        response: { 200: z.array(ProfileViewSchema), ...errors },
      },
    },
    async (request) => listProfileViews({ db, actor: candidateOf(request) }),
  );
};
