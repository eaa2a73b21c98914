import type { AdminBlogPostListQuery } from '@azubi/shared/blog/blog-admin';

/** Query keys of the blog admin. */
export const blogAdminKeys = {
  all: ['blog-admin'] as const,
  lists: () => [...blogAdminKeys.all, 'list'] as const,
  list: (query: AdminBlogPostListQuery) => [...blogAdminKeys.lists(), query] as const,
  post: (id: string) => [...blogAdminKeys.all, 'post', id] as const,
  preview: (content: string) => [...blogAdminKeys.all, 'preview', content] as const,
};

export const blogAdminUrls = {
  posts: '/api/admin/blog/posts',
  post: (id: string) => `/api/admin/blog/posts/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/admin/blog/posts/${encodeURIComponent(id)}/status`,
  preview: '/api/admin/blog/preview',
  images: '/api/admin/blog/images',
};
