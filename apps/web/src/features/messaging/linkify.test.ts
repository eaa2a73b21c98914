import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http, https and www addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://example.org/jobs?id=1 and www.klinikum.de today')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/jobs?id=1', href: 'https://example.org/jobs?id=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.klinikum.de', href: 'https://www.klinikum.de/' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('keeps a sentence’s punctuation out of the link, but a bracket that belongs to it in', () => {
    expect(linkify('Read http://example.org/a.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'http://example.org/a', href: 'http://example.org/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('https://de.wikipedia.org/wiki/Ausbildung_(Deutschland)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://de.wikipedia.org/wiki/Ausbildung_(Deutschland)',
    });
  });

  it('never links other schemes or markup', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://evil.example">x</a>';
    const pieces = linkify(text);
    expect(pieces.filter((piece) => piece.kind === 'link').map((piece) => piece.text)).toEqual([
      'https://evil.example',
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('keeps line breaks in the text pieces', () => {
    expect(linkify('Hallo\n\nbis morgen')).toEqual([{ kind: 'text', text: 'Hallo\n\nbis morgen' }]);
  });
});
