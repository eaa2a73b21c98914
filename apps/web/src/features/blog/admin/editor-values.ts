import { BlogPostSaveSchema, type AdminBlogPost, type BlogPostSaveInput } from '@azubi/shared/blog/blog-admin';
import type { BlogCategory } from '@azubi/shared/blog/blog-posts';

/** What the form holds; `toSaveInput` turns it into what the API takes. */
export interface EditorValues {
  title: string;
  slug: string;
  category: BlogCategory | '';
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  excerpt: string;
  content: string;
  imageFileId: string | null;
  imageAlt: string;
}

export function valuesFromPost(post: AdminBlogPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    featured: post.featured,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    excerpt: post.excerpt,
    content: post.content,
    imageFileId: post.image?.fileId ?? null,
    imageAlt: post.image?.alt ?? '',
  };
}

export function toSaveInput(values: EditorValues): Omit<BlogPostSaveInput, 'version'> {
  return {
    title: values.title,
    slug: values.slug,
    category: values.category as BlogCategory,
    featured: values.featured,
    seoTitle: values.seoTitle || null,
    seoDescription: values.seoDescription || null,
    excerpt: values.excerpt,
    content: values.content,
    imageFileId: values.imageFileId,
    imageAlt: values.imageAlt || null,
  };
}

/** The schema's messages by field, before anything is sent; null when the values are valid. */
export function validateEditorValues(values: EditorValues): Record<string, string> | null {
  const parsed = BlogPostSaveSchema.safeParse({ version: 1, ...toSaveInput(values) });
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}

/** A new post's empty form; a translation starts in the category of the post it translates. */
export function emptyValues(translationOf?: AdminBlogPost | null): EditorValues {
  return {
    title: '',
    slug: '',
    category: translationOf?.category ?? '',
    featured: false,
    seoTitle: '',
    seoDescription: '',
    excerpt: '',
    content: '',
    imageFileId: null,
    imageAlt: '',
  };
}
