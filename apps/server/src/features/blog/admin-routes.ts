import {
  AdminBlogPostListQuerySchema,
  AdminBlogPostListSchema,
  AdminBlogPostSchema,
  BlogPostDraftSchema,
  BlogPostSaveSchema,
  BlogPostStatusChangeSchema,
  BlogPreviewRequestSchema,
  BlogPreviewSchema,
  BlogUploadedImageSchema,
} from '@azubi/shared/blog/blog-admin';
import { readingMinutes } from '@azubi/shared/blog/blog-posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContext } from '../../platform/session/request-context';
import { findBlogPostForAdmin, toAdminBlogPost } from './admin-blog-post-view';
import { changeBlogPostStatus, deleteBlogPost } from './change-blog-post-status';
import { listAdminBlogPosts } from './list-admin-blog-posts';
import { renderBlogMarkdown } from './render-markdown';
import { uploadBlogImage } from './upload-blog-image';
import { createBlogPost, saveBlogPost } from './write-blog-post';
import { errorResponses } from '../../http/error-responses';
import { actorOf } from '../../http/access';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 500);
const Id = z.object({ id: z.uuid() });
const tags = ['blog-admin'];
const NO_STORE = 'private, no-store';

/**
 * The blog admin (issue 18; packages/shared/src/blog/blog-admin.ts). Who may call: moderators and
 * admins; other roles 403 "Only moderators and admins can manage the blog.", signed out 401.
 * Mounted under /api.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admin/blog/posts',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'listAdminBlogPosts',
        summary: 'All blog posts for the editors, with status and translations',
        tags,
        querystring: AdminBlogPostListQuerySchema,
        response: { 200: AdminBlogPostListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await listAdminBlogPosts({ db }, request.query);
      return reply.header('cache-control', NO_STORE).send(list);
    },
  );

  app.post(
    '/admin/blog/posts',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'createBlogPost',
        summary: 'Create a blog post draft',
        tags,
        body: BlogPostDraftSchema,
        response: { 201: AdminBlogPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const post = await createBlogPost({ db, actor: actorOf(request) }, request.body);
      return reply.code(201).send(post);
    },
  );

  app.get(
    '/admin/blog/posts/:id',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'getAdminBlogPost',
        summary: 'One blog post as the editor shows it',
        tags,
        params: Id,
        response: { 200: AdminBlogPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      actorOf(request);
      const post = await toAdminBlogPost(db, await findBlogPostForAdmin(db, request.params.id));
      return reply.header('cache-control', NO_STORE).send(post);
    },
  );

  app.put(
    '/admin/blog/posts/:id',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'saveBlogPost',
        summary: 'Save a blog post (autosave)',
        tags,
        params: Id,
        body: BlogPostSaveSchema,
        response: { 200: AdminBlogPostSchema, ...errors },
      },
    },
    async (request) => saveBlogPost({ db, actor: actorOf(request) }, request.params.id, request.body),
  );

  app.post(
    '/admin/blog/posts/:id/status',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'changeBlogPostStatus',
        summary: 'Publish, schedule, unpublish or archive a blog post',
        tags,
        params: Id,
        body: BlogPostStatusChangeSchema,
        response: { 200: AdminBlogPostSchema, ...errors },
      },
    },
    async (request) => changeBlogPostStatus({ db }, request.params.id, request.body),
  );

  app.delete(
    '/admin/blog/posts/:id',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'deleteBlogPost',
        summary: 'Delete a blog post',
        tags,
        params: Id,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBlogPost({ db }, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The editor's preview: the same rendering and sanitising as the public page.
  app.post(
    '/admin/blog/preview',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'previewBlogPost',
        summary: "Render Markdown as the public page would, for the editor's preview",
        tags,
        body: BlogPreviewRequestSchema,
        response: { 200: BlogPreviewSchema, ...errors },
      },
    },
    async (request) => {
      actorOf(request);
      return { html: renderBlogMarkdown(request.body.content), readingMinutes: readingMinutes(request.body.content) };
    },
  );

  app.post(
    '/admin/blog/images',
    {
      config: { access: 'moderator', denied: 'blogAdmin.staffOnly' },
      schema: {
        operationId: 'uploadBlogImage',
        summary: 'Upload an image for a blog post',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: BlogUploadedImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const image = await uploadBlogImage(
        { db, storage: app.storage, log: request.log, actor, audit: auditContext(request) },
        request,
      );
      return reply.send(image);
    },
  );
};
