import { describe, expect, it } from 'vitest';
import { blogContentToPlainText, parseBlogContent, parseInline } from './blog-content';

describe('parseBlogContent', () => {
  it('reads headings, paragraphs and both kinds of lists', () => {
    const blocks = parseBlogContent(
      '## What you need\n\nA valid passport and\na training contract.\n\n- Visa\n- Housing\n\n1. Apply\n2. Wait\n\n### Tip',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'What you need' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'A valid passport and a training contract.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'Visa' }], [{ type: 'text', text: 'Housing' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'Apply' }], [{ type: 'text', text: 'Wait' }]],
      },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Tip' }] },
    ]);
  });

  it('splits a heading from the text on the line below it', () => {
    expect(parseBlogContent('## Title\nBody text').map((b) => b.type)).toEqual(['heading', 'paragraph']);
  });

  it('keeps markup as text: the renderer never sees HTML', () => {
    const [block] = parseBlogContent('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(block).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }],
    });
  });
});

describe('parseInline', () => {
  it('reads bold text and links to our pages or https addresses', () => {
    expect(parseInline('See **this** and [the blog](/blog) or [Goethe](https://www.goethe.de).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'strong', text: 'this' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'the blog', href: '/blog' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'Goethe', href: 'https://www.goethe.de' },
      { type: 'text', text: '.' },
    ]);
  });

  it('turns links with other schemes into plain text', () => {
    const nodes = parseInline('[click](javascript:alert(1)) [x](//evil.example) [y](http://plain.example)');
    expect(nodes.some((node) => node.type === 'link')).toBe(false);
    expect(nodes.map((node) => node.text).join('')).toBe('click) x y');
  });
});

describe('blogContentToPlainText', () => {
  it('drops the marks', () => {
    expect(blogContentToPlainText('## A\n\n**B** [c](/blog)\n\n- d\n- e')).toBe('A\n\nB c\n\nd\ne');
  });
});
