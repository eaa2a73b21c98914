import {
  BlogPostListQuerySchema,
  BlogPostListSchema,
  BlogPostParamsSchema,
  BlogPostSchema,
} from '@azubi/shared/blog/blog-schemas';
import { ApiErrorBodySchema } from '@azubi/shared/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { getBlogPost } from './get-blog-post';
import { listBlogPosts } from './list-blog-posts';

/** Short shared caching: posts change rarely, and a reader on a slow network should not wait twice. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Who may call: anyone. Only published posts are ever returned. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/posts',
    {
      schema: {
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
      schema: {
        tags: ['blog'],
        summary: 'One published blog post with the slug of its translation',
        params: BlogPostParamsSchema,
        response: { 200: BlogPostSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const post = await getBlogPost({ db: app.database.db, ...request.params });
      if (!post) throw AppError.notFound();
      return reply.header('cache-control', PUBLIC_CACHE).send(post);
    },
  );
};
