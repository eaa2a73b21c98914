// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { SEED_BLOG_POSTS } from '../../db/seed-blog-posts';
import { blogMarkdownToPlainText, renderBlogMarkdown } from './render-markdown';

/** Entities decoded and whitespace between and inside tags collapsed, so only structure and text count. */
function normalise(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/<ol start="\d+">/g, '<ol>')
    .replace(/\s*(<\/?(?:h[2-4]|p|ul|ol|li)>)\s*/g, '$1')
    .trim();
}

/**
 * What the hand-written parser that Markdown replaced (packages/shared/src/blog/blog-content.ts,
 * removed with issue 18) made of a post, written as HTML: ## and ### headings, paragraphs of the
 * block's lines joined by spaces, "- " or "1. " lists, **bold** and [links](/path or https://…).
 * Kept here as the reference that every seeded post still renders the same.
 */
function previousParserHtml(content: string): string {
  const BULLET = /^\s*[-*]\s+/;
  const NUMBERED = /^\s*\d+[.)]\s+/;
  const inline = (text: string) =>
    text.replace(/\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, bold?: string, label?: string, href?: string) => {
      if (bold !== undefined) return `<strong>${bold}</strong>`;
      if (label !== undefined && href !== undefined) {
        if (href.startsWith('/') && !href.startsWith('//')) return `<a href="${href}">${label}</a>`;
        if (/^https:\/\/[^\s/]+/.test(href)) return `<a href="${href}" rel="noopener noreferrer">${label}</a>`;
        return label;
      }
      return whole;
    });
  const blocks: string[] = [];
  const parse = (text: string) => {
    for (const raw of text.split(/\n\s*\n/)) {
      const lines = raw
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const first = lines[0];
      if (first === undefined) continue;
      const heading = /^(#{2,3})\s+(.*)$/.exec(first);
      if (heading) {
        const tag = heading[1] === '##' ? 'h2' : 'h3';
        blocks.push(`<${tag}>${inline(heading[2] ?? '')}</${tag}>`);
        if (lines.length > 1) parse(lines.slice(1).join('\n'));
        continue;
      }
      if (lines.every((line) => BULLET.test(line)) || lines.every((line) => NUMBERED.test(line))) {
        const ordered = NUMBERED.test(first);
        const marker = ordered ? NUMBERED : BULLET;
        const items = lines.map((line) => `<li>${inline(line.replace(marker, ''))}</li>`).join('');
        blocks.push(ordered ? `<ol>${items}</ol>` : `<ul>${items}</ul>`);
        continue;
      }
      blocks.push(`<p>${inline(lines.join(' '))}</p>`);
    }
  };
  parse(content.replace(/\r\n?/g, '\n'));
  return blocks.join('');
}

describe('renderBlogMarkdown', () => {
  const seeded = SEED_BLOG_POSTS.flatMap((post) => [post.en, post.de]);

  it.each(seeded.map((post) => [post.slug, post.content] as const))(
    'renders the seeded post %s with the same headings, paragraphs, lists, bold text and links as before',
    (_slug, content) => {
      expect(normalise(renderBlogMarkdown(content))).toBe(normalise(previousParserHtml(content)));
    },
  );

  it('keeps the numbering of a list that goes on after a heading (the old parser started again at 1)', () => {
    const post = SEED_BLOG_POSTS.flatMap((p) => [p.en]).find((p) => p.slug === 'video-interview-tips')!;
    expect(renderBlogMarkdown(post.content)).toContain('<ol start="6">');
  });

  it('reads headings, paragraphs and both kinds of lists; a # h1 becomes an h2 (the page has one h1)', () => {
    const html = renderBlogMarkdown(
      '# Big\n\n## What you need\n\nA valid passport and\na training contract.\n\n- Visa\n- Housing\n\n1. Apply\n2. Wait\n\n### Tip\n\n#### Small\n\n###### Tiny',
    );
    expect(normalise(html)).toBe(
      '<h2>Big</h2><h2>What you need</h2><p>A valid passport and a training contract.</p>' +
        '<ul><li>Visa</li><li>Housing</li></ul><ol><li>Apply</li><li>Wait</li></ol><h3>Tip</h3><h4>Small</h4><h4>Tiny</h4>',
    );
  });

  it('keeps emphasis, quotes, code, rules and line breaks', () => {
    const html = renderBlogMarkdown(
      '*soft* **strong**\n\n> quoted\n\n`x < y`\n\n```\nnpm i\n```\n\n---\n\nline  \nbreak',
    );
    expect(html).toContain('<em>soft</em> <strong>strong</strong>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>x &lt; y</code>');
    expect(html).toContain('<pre><code>npm i');
    expect(html).toContain('<hr />');
    expect(html).toContain('line<br />');
  });

  it('shows raw HTML and scripts as text, never as markup', () => {
    const html = renderBlogMarkdown(
      '<script>alert(1)</script>\n\nInline <img src=x onerror=alert(1)> and <b onclick="x()">bold</b>\n\n<div>\n<iframe src="https://evil.example"></iframe>\n</div>',
    );
    expect(html).not.toMatch(/<(script|img|b|div|iframe)[\s>]/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links only to our own paths and https addresses; external ones get rel="noopener noreferrer"', () => {
    const html = renderBlogMarkdown(
      '[blog](/blog) [Goethe](https://www.goethe.de) [js](javascript:alert(1)) [js2](JaVaScRiPt:alert(1)) ' +
        '[proto](//evil.example) [http](http://plain.example) [data](data:text/html;base64,PHNjcmlwdD4=) ' +
        '[rel](relative/path) <javascript:alert(2)> <https://auto.example>',
    );
    expect(html).toContain('<a href="/blog">blog</a>');
    expect(html).toContain('<a href="https://www.goethe.de" rel="noopener noreferrer">Goethe</a>');
    expect(html).toContain('<a href="https://auto.example" rel="noopener noreferrer">https://auto.example</a>');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).not.toMatch(/href="(javascript|data|\/\/|http:|relative)/i);
    expect(html).toContain('javascript:alert(2)');
    for (const text of ['js', 'js2', 'proto', 'http', 'data', 'rel']) expect(html).toContain(` ${text} `.trimEnd());
  });

  it('shows images only from our blog images and illustrations, and only with alt text', () => {
    const id = '0b9f9f3e-3c1e-4c55-9d55-2a3c8a2d7f10';
    const html = renderBlogMarkdown(
      `![A ward](/api/blog/images/${id}) ![Workshop](/blog/ausbildung-workshop.svg) ![](/blog/no-alt.svg) ` +
        '![Tracker](https://evil.example/pixel.png) ![x](/api/files/123) ![y](javascript:alert(1))',
    );
    expect(html).toContain(`<img src="/api/blog/images/${id}" alt="A ward" loading="lazy" />`);
    expect(html).toContain('<img src="/blog/ausbildung-workshop.svg" alt="Workshop" loading="lazy" />');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toMatch(/evil|\/api\/files|javascript|no-alt/);
  });
});

describe('blogMarkdownToPlainText', () => {
  it('drops the marks and keeps the text', () => {
    expect(blogMarkdownToPlainText('## A\n\n**B** [c](/blog) & <d>\n\n- e\n- f')).toBe('A\nB c & <d>\ne\nf');
  });
});
