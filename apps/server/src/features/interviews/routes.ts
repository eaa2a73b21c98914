import {
  CalendarFeedSchema,
  CancelInterviewSchema,
  InterviewListQuerySchema,
  InterviewListSchema,
  InterviewOutcomeSchema,
  InterviewSchema,
  RescheduleInterviewSchema,
  RespondInterviewSchema,
  ScheduleContextSchema,
  ScheduleInterviewSchema,
  TimeZoneSettingSchema,
} from '@azubi/shared/interviews/interviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { contentDisposition } from '../../platform/files/send-stored-file';
import { calendarFeedFor, calendarFeedState, issueCalendarFeed, revokeCalendarFeed } from './calendar-feed';
import { cancelInterview } from './cancel-interview';
import { interviewIcs } from './interview-calendar';
import type { InterviewDeps } from './interview-deps';
import { getInterview, listInterviews } from './list-interviews';
import { recordOutcome } from './record-outcome';
import { rescheduleInterview } from './reschedule-interview';
import { respondToInterview } from './respond-interview';
import { scheduleContext } from './schedule-context';
import { scheduleInterview } from './schedule-interview';
import { setTimeZone } from './set-time-zone';
import { errorResponses } from '../../http/error-responses';
import { actorOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid() });
const tags = ['interviews'];

/**
 * Video interviews (spec §1, §2 /my-interviews and /employer/interviews, §4, §6; issue 16). Who may
 * call: the interview's candidate and the current members of its company (others 404 "Interview
 * not found"); scheduling and rescheduling only company members whose trial or plan runs (others
 * 403 "You must be logged in as an employer to schedule interviews", or the plan message);
 * answering only the candidate; moderators and admins 403; signed out 401. The calendar feed's
 * .ics is public by its secret address. Mounted under /api.
 */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = async (request: FastifyRequest): Promise<InterviewDeps> => ({
    db,
    mailer: app.mailer,
    config: app.config,
    log: request.log,
    actor: actorOf(request),
  });
  const host = new URL(app.config.publicUrl).host;

  app.get(
    '/interviews',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'listInterviews',
        summary: "The caller's interviews",
        tags,
        querystring: InterviewListQuerySchema,
        response: { 200: InterviewListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listInterviews(await deps(request), request.query) }),
  );

  app.get(
    '/interviews/schedule-context',
    {
      config: { access: 'company', denied: 'interviews.employerOnly' },
      schema: {
        operationId: 'getScheduleContext',
        summary: 'What scheduling an interview for an application needs',
        tags,
        querystring: z.object({ candidateId: z.uuid({ message: 'interviews.candidateRequired' }) }),
        response: { 200: ScheduleContextSchema, ...errors },
      },
    },
    async (request) =>
      scheduleContext(
        { ...(await deps(request)), companyId: membershipOf(request).companyId },
        request.query.candidateId,
      ),
  );

  app.post(
    '/interviews',
    {
      config: { access: 'company', denied: 'interviews.employerOnly' },
      schema: {
        operationId: 'scheduleInterview',
        summary: 'Propose an interview to a candidate',
        tags,
        body: ScheduleInterviewSchema,
        response: { 201: InterviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const d = { ...(await deps(request)), companyId: membershipOf(request).companyId };
      const { interview, followUp } = await scheduleInterview(d, request.body);
      app.afterAnswer('interview invitation', request.log, followUp);
      return reply.status(201).send(interview);
    },
  );

  app.get(
    '/interviews/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getInterview',
        summary: 'One interview',
        tags,
        params: Id,
        response: { 200: InterviewSchema, ...errors },
      },
    },
    async (request) => getInterview(await deps(request), request.params.id),
  );

  app.post(
    '/interviews/:id/respond',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'respondToInterview',
        summary: 'Accept or decline an interview',
        tags,
        params: Id,
        body: RespondInterviewSchema,
        response: { 200: InterviewSchema, ...errors },
      },
    },
    async (request) => {
      const { interview, followUp } = await respondToInterview(await deps(request), request.params.id, request.body);
      app.afterAnswer('interview answer', request.log, followUp);
      return interview;
    },
  );

  app.post(
    '/interviews/:id/reschedule',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'rescheduleInterview',
        summary: 'Propose another time for an interview',
        tags,
        params: Id,
        body: RescheduleInterviewSchema,
        response: { 200: InterviewSchema, ...errors },
      },
    },
    async (request) => {
      const { interview, followUp } = await rescheduleInterview(await deps(request), request.params.id, request.body);
      app.afterAnswer('interview reschedule', request.log, followUp);
      return interview;
    },
  );

  app.post(
    '/interviews/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'cancelInterview',
        summary: 'Cancel an interview',
        tags,
        params: Id,
        body: CancelInterviewSchema,
        response: { 200: InterviewSchema, ...errors },
      },
    },
    async (request) => {
      const { interview, followUp } = await cancelInterview(await deps(request), request.params.id, request.body);
      app.afterAnswer('interview cancellation', request.log, followUp);
      return interview;
    },
  );

  app.put(
    '/interviews/:id/outcome',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'recordInterviewOutcome',
        summary: 'Record how an interview went',
        tags,
        params: Id,
        body: InterviewOutcomeSchema,
        response: { 200: InterviewSchema, ...errors },
      },
    },
    async (request) => recordOutcome(await deps(request), request.params.id, request.body),
  );

  app.get(
    '/interviews/:id/calendar.ics',
    {
      config: { access: 'signed-in' },
      schema: { operationId: 'downloadInterviewIcs', summary: 'One interview as an iCalendar file', tags, params: Id },
    },
    async (request, reply) => {
      const d = await deps(request);
      const interview = await getInterview(d, request.params.id);
      if (!interview.startsAt) throw AppError.notFound('interviews.notFound');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', `interview-${interview.id}.ics`))
        .send(interviewIcs(interview, host, d.actor.locale));
    },
  );

  app.get(
    '/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getCalendarFeedState',
        summary: 'Whether the caller has a calendar feed, and its address',
        tags,
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => {
      const d = await deps(request);
      return calendarFeedState(db, d.actor);
    },
  );
  app.post(
    '/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'issueCalendarFeed',
        summary: "Create (or replace) the caller's calendar feed address",
        tags,
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => issueCalendarFeed(db, app.config, (await deps(request)).actor),
  );
  app.delete(
    '/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'revokeCalendarFeed',
        summary: "Revoke the caller's calendar feed address",
        tags,
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => revokeCalendarFeed(db, (await deps(request)).actor),
  );
  // Public by its secret address (calendar apps fetch it without a session); unknown tokens 404.
  app.get(
    '/calendar-feed/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getCalendarFeed',
        summary: 'The interviews as an iCalendar feed, by its secret address',
        tags,
        params: z.object({ token: z.string().max(80).describe('the feed token, then .ics') }),
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const body = await calendarFeedFor(db, app.config, token);
      if (body === null) throw AppError.notFound('interviews.notFound');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );

  app.put(
    '/me/timezone',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'setTimeZone',
        summary: "Set the caller's time zone",
        tags,
        body: TimeZoneSettingSchema,
        response: { 200: TimeZoneSettingSchema, ...errors },
      },
    },
    async (request) => setTimeZone(db, (await deps(request)).actor, request.body.timezone),
  );
};
