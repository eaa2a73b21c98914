import { readingMinutes, type BlogPost, type BlogPostSummary } from '@azubi/shared/blog/blog-posts';
import type { blogPosts } from '../../db/schema';
import { blogPostImage, type BlogImageSize } from './blog-images';
import { renderBlogMarkdown } from './render-markdown';

type Row = typeof blogPosts.$inferSelect;

/** A published row as the API's list item; `upload` is the size of its uploaded image, if any. */
export function toBlogPostSummary(row: Row, upload: BlogImageSize | null = null): BlogPostSummary {
  return {
    id: row.id,
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    featured: row.featured,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.content),
    image: blogPostImage(row, upload),
  };
}

export function toBlogPost(row: Row, upload: BlogImageSize | null, translation: BlogPost['translation']): BlogPost {
  return {
    ...toBlogPostSummary(row, upload),
    content: row.content,
    contentHtml: renderBlogMarkdown(row.content),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updatedAt: row.updatedAt.toISOString(),
    translation,
  };
}
