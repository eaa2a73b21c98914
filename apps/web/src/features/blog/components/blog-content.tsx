import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';

/**
 * The typography of a post's text, for the elements Markdown (CommonMark) produces: the same look
 * the hand-written parser's output had (headings, lists, links, bold), plus quotes, code, images
 * and rules.
 */
const TYPOGRAPHY = cn(
  // A long word (a German compound, an address) wraps instead of widening the page.
  'space-y-5 text-lg leading-relaxed text-foreground [overflow-wrap:anywhere]',
  '[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-950',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-950',
  '[&_h4]:pt-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-950',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary',
  '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:pl-1 [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_strong]:font-semibold [&_em]:italic',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-base',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card',
  '[&_hr]:my-8 [&_hr]:border-border',
);

/**
 * A post's text as the server rendered it from Markdown and sanitised it (the public page and the
 * editor's preview show exactly this). Links within the site open without reloading the app.
 */
export function BlogContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only catches clicks on the links inside, which stay keyboard-operable links.
    <div
      className={cn(TYPOGRAPHY, className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
