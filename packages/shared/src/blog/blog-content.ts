/**
 * Blog posts are written as plain text with a few markdown-like marks, never as HTML:
 *
 *   ## Heading            ### Smaller heading
 *   - item                1. item               (a block of such lines is a list)
 *   **bold**              [link text](/blog or https://…)
 *
 * Blocks are separated by a blank line; any other block is a paragraph. The web app renders the
 * parsed blocks as React elements, so a post cannot inject markup or scripts.
 */

export type InlineNode =
  { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string };

export type ContentBlock =
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: InlineNode[][] };

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only our own pages and https addresses become links; anything else stays text. */
function isSafeHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || /^https:\/\/[^\s/]+/.test(href);
}

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: 'text', text: text.slice(last, index) });
    const [whole, bold, linkText, href] = match;
    if (bold !== undefined) nodes.push({ type: 'strong', text: bold });
    else if (linkText !== undefined && href !== undefined && isSafeHref(href))
      nodes.push({ type: 'link', text: linkText, href });
    else nodes.push({ type: 'text', text: linkText ?? whole });
    last = index + whole.length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

export function parseBlogContent(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = raw
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, children: parseInline(heading[2] ?? '') });
      continue;
    }
    if (heading) {
      // A heading directly followed by text on the next line: split it into heading + the rest.
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, children: parseInline(heading[2] ?? '') });
      blocks.push(...parseBlogContent(lines.slice(1).join('\n')));
      continue;
    }
    if (lines.every((line) => BULLET.test(line)) || lines.every((line) => NUMBERED.test(line))) {
      const ordered = NUMBERED.test(first);
      const marker = ordered ? NUMBERED : BULLET;
      blocks.push({ type: 'list', ordered, items: lines.map((line) => parseInline(line.replace(marker, ''))) });
      continue;
    }
    blocks.push({ type: 'paragraph', children: parseInline(lines.join(' ')) });
  }
  return blocks;
}

/** The text without marks, e.g. for a search snippet or structured data. */
export function blogContentToPlainText(content: string): string {
  return parseBlogContent(content)
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => item.map((node) => node.text).join('')).join('\n')
        : block.children.map((node) => node.text).join(''),
    )
    .join('\n\n');
}
