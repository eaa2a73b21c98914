import {
  BlogPostListQuerySchema,
  BlogPostListSchema,
  BlogPostParamsSchema,
  BlogPostSchema,
} from '@azubi/shared/blog/blog-schemas';
import { ApiErrorBodySchema } from '@azubi/shared/http/api-error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { getActor } from '../../platform/session/session';
import { sendStoredFile } from '../../platform/files/send-stored-file';
import { findBlogImage } from './blog-image-access';
import { lookUpBlogPost } from './get-blog-post';
import { listBlogPosts } from './list-blog-posts';
import { RangeNotSatisfiable } from '../../http/error-responses';

/** Short shared caching: posts change rarely, and a reader on a slow network should not wait twice. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Who may call: anyone. Only published posts are ever returned; an archived post answers 410
 * (`blogAdmin.gone`), an old slug of a renamed post 301 to its current address.
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/posts',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listBlogPosts',
        tags: ['blog'],
        summary: 'Published blog posts of one language, newest first, with category filter, search and cursor',
        querystring: BlogPostListQuerySchema,
        response: { 200: BlogPostListSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listBlogPosts({ db: app.database.db, input: request.query });
      return reply.header('cache-control', PUBLIC_CACHE).send(page);
    },
  );

  app.get(
    '/blog/posts/:locale/:slug',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getBlogPost',
        tags: ['blog'],
        summary: 'One published blog post with the slug of its translation (410 when archived, 301 from an old slug)',
        params: BlogPostParamsSchema,
        response: { 200: BlogPostSchema, 404: ApiErrorBodySchema, 410: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const found = await lookUpBlogPost({ db: app.database.db, ...request.params });
      if (found.kind === 'moved') {
        return reply
          .header('cache-control', PUBLIC_CACHE)
          .redirect(`/api/blog/posts/${locale}/${encodeURIComponent(found.slug)}`, 301);
      }
      if (found.kind === 'gone') throw new AppError(410, 'GONE', 'blogAdmin.gone');
      if (found.kind === 'missing') throw AppError.notFound();
      return reply.header('cache-control', PUBLIC_CACHE).send(found.post);
    },
  );

  // Anyone, once a published post shows the image; moderators and admins before that (the
  // editor's preview); anyone else 404.
  app.get(
    '/blog/images/:fileId',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        operationId: 'getBlogImage',
        tags: ['blog'],
        summary: 'An uploaded blog image, public once a published post shows it',
        params: z.object({ fileId: z.string() }),
        response: { 200: z.any(), 206: z.any(), 404: ApiErrorBodySchema, 416: RangeNotSatisfiable },
      },
    },
    async (request, reply) => {
      const id = z.uuid().safeParse(request.params.fileId);
      if (!id.success) throw AppError.notFound('files.notFound');
      const { file, cacheControl } = await findBlogImage(app.database.db, id.data, () => getActor(app.auth, request));
      return sendStoredFile(request, reply, app.storage, file, 'inline', cacheControl);
    },
  );
};
