import { BLOG_SEO_DESCRIPTION_IDEAL, BLOG_SEO_TITLE_IDEAL } from '@azubi/shared/blog/blog-admin';
import { useTranslation } from 'react-i18next';

/** Cuts a text where a search result would, at a word, with an ellipsis. */
export function truncateForSearch(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** The post as a search engine's result shows it: the title, the address and the description. */
export function SearchResultPreview({ title, url, description }: { title: string; url: string; description: string }) {
  const { t } = useTranslation('blogAdmin');
  const address = url
    .replace(/^https?:\/\//, '')
    .split('/')
    .filter(Boolean)
    .join(' › ');
  return (
    <figure className="grid min-w-0 content-start gap-2">
      <figcaption className="text-sm font-medium text-muted-foreground">{t('editor.searchPreview')}</figcaption>
      <div className="grid min-w-0 gap-1 rounded-card border border-border bg-background p-4 font-sans">
        <span className="truncate text-sm text-slate-700">{address}</span>
        <span className="text-xl leading-snug [overflow-wrap:anywhere] text-[#1a0dab]">
          {truncateForSearch(title || t('editor.searchPreviewUntitled'), BLOG_SEO_TITLE_IDEAL)}
        </span>
        {description ? (
          <span className="text-sm leading-relaxed [overflow-wrap:anywhere] text-slate-700">
            {truncateForSearch(description, BLOG_SEO_DESCRIPTION_IDEAL)}
          </span>
        ) : null}
      </div>
    </figure>
  );
}
