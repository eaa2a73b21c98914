import { translate } from '@azubi/shared/i18n/messages';
import {
  EmployerReviewsSchema,
  ModerateReviewSchema,
  ModerationReviewsSchema,
  MyReviewSchema,
  MyReviewsSchema,
  ReportReviewSchema,
  ReviewInputSchema,
  ReviewReplySchema,
} from '@azubi/shared/reviews/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEmployerReviews } from './employer-reviews';
import { listMyReviews } from './list-my-reviews';
import { decideReply, decideReview } from './moderate-review';
import { replyToReview } from './reply-to-review';
import { reportReview } from './report-review';
import { listReviewQueue } from './review-queue';
import { createReview, editReview } from './write-review';
import { errorResponses } from '../../http/error-responses';
import { actorOf, candidateOf, membershipOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
const Id = z.object({ id: z.uuid() });
const Message = z.object({ message: z.string() });
const tags = ['reviews'];

/**
 * Employer reviews (issue 18; docs/decisions/README.md "Reviews"). Who may call: candidates write and edit
 * their own (others 403 "Only candidates can write reviews."); the company's members list their
 * approved reviews, reply and report (others 403); moderators and admins decide (others 403);
 * signed out 401. The public reviews travel with the public employer page. Mounted under /api.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const notifyDeps = (log: typeof app.log) => ({ db, mailer: app.mailer, config: app.config, log });

  app.get(
    '/my-reviews',
    {
      config: { access: 'candidate', denied: 'reviews.candidatesOnly' },
      schema: {
        operationId: 'listMyReviews',
        summary: "The candidate's own reviews",
        tags,
        response: { 200: MyReviewsSchema, ...errors },
      },
    },
    async (request) => listMyReviews({ db, actor: candidateOf(request) }),
  );

  app.post(
    '/companies/:companyId/reviews',
    {
      config: { access: 'candidate', denied: 'reviews.candidatesOnly' },
      schema: {
        operationId: 'createReview',
        summary: 'Review a company',
        tags,
        params: z.object({ companyId: z.uuid() }),
        body: ReviewInputSchema,
        response: { 201: MyReviewSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = candidateOf(request);
      const review = await createReview({ db, actor }, request.params.companyId, request.body);
      return reply.code(201).send({ ...review, message: translate(request.locale, 'reviews.submitted') });
    },
  );

  app.put(
    '/my-reviews/:id',
    {
      config: { access: 'candidate', denied: 'reviews.candidatesOnly' },
      schema: {
        operationId: 'editReview',
        summary: "Edit one of the candidate's reviews",
        tags,
        params: Id,
        body: ReviewInputSchema,
        response: { 200: MyReviewSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = candidateOf(request);
      const review = await editReview({ db, actor }, request.params.id, request.body);
      return { ...review, message: translate(request.locale, 'reviews.submitted') };
    },
  );

  app.get(
    '/employer/reviews',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'listEmployerReviews',
        summary: "The reviews of the caller's company",
        tags,
        response: { 200: EmployerReviewsSchema, ...errors },
      },
    },
    async (request) => listEmployerReviews({ db, companyId: membershipOf(request).companyId }),
  );

  app.put(
    '/employer/reviews/:id/reply',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply to a review of the company',
        tags,
        params: Id,
        body: ReviewReplySchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await replyToReview(
        { db, actor, companyId: membershipOf(request).companyId },
        request.params.id,
        request.body.text,
      );
      return { message: translate(request.locale, 'reviews.replySubmitted') };
    },
  );

  app.post(
    '/employer/reviews/:id/report',
    {
      config: { access: 'company' },
      schema: {
        operationId: 'reportReview',
        summary: 'Report a review of the company',
        tags,
        params: Id,
        body: ReportReviewSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await reportReview({ db, actor, companyId: membershipOf(request).companyId }, request.params.id, request.body);
      return { message: translate(request.locale, 'reviews.reported') };
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'listReviewQueue',
        summary: 'Reviews and replies waiting for moderation',
        tags,
        response: { 200: ModerationReviewsSchema, ...errors },
      },
    },
    async () => ({ items: await listReviewQueue({ db }) }),
  );

  app.post(
    '/admin/reviews/:id/decision',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'decideReview',
        summary: 'Approve or reject a review',
        tags,
        params: Id,
        body: ModerateReviewSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await decideReview({ ...notifyDeps(request.log), actor }, request.params.id, request.body);
      return {
        message: translate(
          request.locale,
          request.body.decision === 'approve' ? 'reviews.approved' : 'reviews.rejected',
        ),
      };
    },
  );

  app.post(
    '/admin/reviews/:id/reply-decision',
    {
      config: { access: 'moderator' },
      schema: {
        operationId: 'decideReviewReply',
        summary: "Approve or reject a company's reply to a review",
        tags,
        params: Id,
        body: ModerateReviewSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await decideReply({ ...notifyDeps(request.log), actor }, request.params.id, request.body);
      return {
        message: translate(
          request.locale,
          request.body.decision === 'approve' ? 'reviews.replyApproved' : 'reviews.replyRejected',
        ),
      };
    },
  );
};
