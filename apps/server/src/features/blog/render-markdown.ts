import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Blog posts are written in Markdown (CommonMark; docs/decisions/README.md "Markdown", ADR 0023) and turned into
 * HTML here, on the server, for the public page and the editor's preview alike, so the preview is
 * exactly what readers get. Two layers keep a post from carrying markup of its own:
 *
 * 1. The Markdown renderer shows raw HTML written into the text as text (`<script>` stays visible
 *    as `&lt;script&gt;`), turns a `# h1` into an h2 (the page has its one h1, the title) and keeps
 *    headings between h2 and h4.
 * 2. sanitize-html then keeps only an allow-list of elements and attributes: links only to our own
 *    paths (`/…`) or https addresses (others lose the link and keep their text), external links
 *    with rel="noopener noreferrer", images only from our blog image route or the bundled
 *    illustrations under /blog/ and only with alt text.
 */

/** The public address of an uploaded blog image (features/blog/blog-image-routes.ts). */
export const blogImageUrl = (fileId: string) => `/api/blog/images/${fileId}`;

const UPLOADED_IMAGE = /^\/api\/blog\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ILLUSTRATION = /^\/blog\/[a-z0-9][a-z0-9-]*\.(?:svg|png|jpe?g|webp)$/;

export function isBlogImageSrc(src: string): boolean {
  return UPLOADED_IMAGE.test(src) || ILLUSTRATION.test(src);
}

/** Our own pages (`/path`, not `//host`) and https addresses. */
export function isSafeHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) || isExternalHref(href);
}

function isExternalHref(href: string): boolean {
  return /^https:\/\/[^\s/\\]+/i.test(href);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = new Marked({ gfm: false, breaks: false, async: false });
markdown.use({
  renderer: {
    // Raw HTML in the Markdown (a block or an inline tag) is shown as the text that was written.
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeText(token.text);
      return 'block' in token && token.block ? `<p>${text.trim()}</p>\n` : text;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // A link to anywhere but our own pages or an https address keeps only its text.
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return text;
      const rel = isExternalHref(href) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeText(href)}"${rel}>${text}</a>`;
    },
    // Only our own images, and only described ones; any other image is left out.
    image({ href, text }: Tokens.Image) {
      const alt = text.trim();
      if (!isBlogImageSrc(href) || !alt) return '';
      return `<img src="${escapeText(href)}" alt="${escapeText(alt)}" loading="lazy">`;
    },
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'loading'], ol: ['start'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Anything else is dropped with its markup; its text stays (script and style lose their text too).
  disallowedTagsMode: 'discard',
  transformTags: {
    // The renderer already did this; a second check in case anything slips past it. (The tag's
    // name is kept: sanitize-html mismatches closing tags when a transform renames one.)
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      if (!isSafeHref(href)) return { tagName, attribs: {} };
      const safe: sanitizeHtml.Attributes = isExternalHref(href) ? { href, rel: 'noopener noreferrer' } : { href };
      return { tagName, attribs: safe };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!isBlogImageSrc(frame.attribs.src ?? '') || !(frame.attribs.alt ?? '').trim()),
};

/** A post's Markdown as the sanitised HTML the public page and the editor's preview show. */
export function renderBlogMarkdown(md: string): string {
  const html = markdown.parse(md) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}

/** The text without marks (e.g. for a description or a search snippet). */
export function blogMarkdownToPlainText(md: string): string {
  return sanitizeHtml(renderBlogMarkdown(md).replace(/<\/(h[2-4]|p|li|blockquote|pre)>/g, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
