import type { BlogImage } from '@azubi/shared/blog/blog-posts';
import { blogIllustrationAlt, BLOG_ILLUSTRATION_SIZE } from '@azubi/shared/blog/blog-illustrations';
import type { Locale } from '@azubi/shared/i18n/locales';
import { blogImageUrl } from './render-markdown';

/** An uploaded image's size (blog_images), read from its bytes when it was uploaded. */
export type BlogImageSize = { width: number; height: number };

type ImageColumns = {
  featuredImageFileId: string | null;
  featuredImagePath: string | null;
  featuredImageAlt: string | null;
  locale: Locale;
  title: string;
};

/**
 * The featured image of a post as the API describes it: an upload (served by
 * GET /api/blog/images/:fileId, with the alt text written in the admin) or a bundled illustration
 * (served from the web app's `/blog/…`, with its own alt text).
 */
export function blogPostImage(post: ImageColumns, upload: BlogImageSize | null): BlogImage | null {
  if (post.featuredImageFileId && upload) {
    return { src: blogImageUrl(post.featuredImageFileId), alt: post.featuredImageAlt ?? post.title, ...upload };
  }
  const path = post.featuredImagePath;
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return { src: path, alt: blogIllustrationAlt(path, post.locale) ?? post.title, ...BLOG_ILLUSTRATION_SIZE };
}
