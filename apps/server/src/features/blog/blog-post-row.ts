import { readingMinutes, type BlogPost, type BlogPostSummary } from '@azubi/shared/blog/blog-posts';
import type { blogPosts } from '../../db/schema';
import { blogPostImage } from './blog-images';

type Row = typeof blogPosts.$inferSelect;

/** A published row as the API's list item. */
export function toBlogPostSummary(row: Row): BlogPostSummary {
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
    image: blogPostImage(row.featuredImagePath, row.locale, row.title),
  };
}

export function toBlogPost(row: Row, translation: BlogPost['translation']): BlogPost {
  return {
    ...toBlogPostSummary(row),
    content: row.content,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updatedAt: row.updatedAt.toISOString(),
    translation,
  };
}
