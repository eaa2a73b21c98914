import { LOCALES, type Locale } from '@azubi/shared/i18n/locales';
import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import type { Database } from '../../db/client';
import { getBlogPost, lookUpBlogPost } from './get-blog-post';

export type BlogSlugResolution =
  | { kind: 'post'; post: BlogPost }
  /** The slug is the other language's: its translation in the asked language lives at `slug`. */
  | { kind: 'translation'; slug: string }
  /** The slug is the other language's and the post has no translation in the asked language. */
  | { kind: 'untranslated' }
  /** An old slug of a published post whose slug changed: answered 301 to its current slug. */
  | { kind: 'moved'; slug: string }
  /** An archived post: answered 410 with a link to the blog. */
  | { kind: 'gone' }
  | { kind: 'missing' };

/**
 * What `/blog/:slug` (or `/de/blog/:slug`) shows. The language switcher keeps the path, so a
 * switched post arrives with the other language's slug: it is sent on to its translation, or to
 * the blog list when there is none. An old slug of a renamed post moves on to the current one (301),
 * an archived post is gone (410). Anything else is a 404.
 */
export async function resolveBlogSlug({
  db,
  locale,
  slug,
}: {
  db: Database;
  locale: Locale;
  slug: string;
}): Promise<BlogSlugResolution> {
  const found = await lookUpBlogPost({ db, locale, slug });
  if (found.kind !== 'missing') return found;
  for (const other of LOCALES.filter((l) => l !== locale)) {
    const original = await getBlogPost({ db, locale: other, slug });
    if (original) {
      return original.translation?.locale === locale
        ? { kind: 'translation', slug: original.translation.slug }
        : { kind: 'untranslated' };
    }
  }
  return { kind: 'missing' };
}
