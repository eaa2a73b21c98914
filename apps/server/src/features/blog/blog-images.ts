import type { BlogImage } from '@azubi/shared/blog/blog-posts';
import { blogIllustrationAlt, BLOG_ILLUSTRATION_SIZE } from '@azubi/shared/blog/blog-illustrations';
import type { Locale } from '@azubi/shared/i18n/locales';

/**
 * The featured image of a post as the API describes it. Bundled illustrations (served from the
 * web app's `/blog/…`) carry their own alt text; uploaded images (featured_image_file_id) arrive
 * with the file storage feature and until then fall back to no image.
 */
export function blogPostImage(path: string | null, locale: Locale, title: string): BlogImage | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return { src: path, alt: blogIllustrationAlt(path, locale) ?? title, ...BLOG_ILLUSTRATION_SIZE };
}
