import { slugify } from '@azubi/shared/blog/blog-admin';

/**
 * The slug follows the title (made with `slugify`) until someone edits it by hand; emptying it
 * makes it follow again. A published post's slug never follows: its address is public.
 */
export interface SlugState {
  title: string;
  slug: string;
  /** Whether the slug was set by hand (and so stays when the title changes). */
  manual: boolean;
}

export function initialSlugState(title: string, slug: string, published: boolean): SlugState {
  return { title, slug, manual: published || (slug !== '' && slug !== slugify(title)) };
}

export function changeTitle(state: SlugState, title: string): SlugState {
  return { ...state, title, slug: state.manual ? state.slug : slugify(title) };
}

export function changeSlug(state: SlugState, slug: string): SlugState {
  const typed = slug.toLowerCase().replace(/\s+/g, '-');
  // Emptied: typed over next, or made from the title again at its next change (the server makes an
  // empty slug from the title too).
  if (typed === '') return { ...state, slug: '', manual: false };
  return { ...state, slug: typed, manual: true };
}
