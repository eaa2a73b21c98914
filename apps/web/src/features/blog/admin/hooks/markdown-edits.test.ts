import { describe, expect, it } from 'vitest';
import { applyMarkdown } from './markdown-edits';

const at = (text: string, start: number, end = start) => ({ text, start, end });

describe('toolbar Markdown', () => {
  it('wraps the selection in bold and italic marks, keeping it selected', () => {
    expect(applyMarkdown('bold', at('say hello now', 4, 9), 'text')).toEqual({
      text: 'say **hello** now',
      start: 6,
      end: 11,
    });
    expect(applyMarkdown('italic', at('say hello', 4, 9), 'text')).toEqual({ text: 'say _hello_', start: 5, end: 10 });
  });

  it('inserts a placeholder when nothing is selected', () => {
    expect(applyMarkdown('bold', at('', 0), 'text')).toEqual({ text: '**text**', start: 2, end: 6 });
  });

  it('makes a link with the address selected', () => {
    const result = applyMarkdown('link', at('see docs', 4, 8), 'text');
    expect(result.text).toBe('see [docs](https://)');
    expect(result.text.slice(result.start, result.end)).toBe('https://');
  });

  it('prefixes every selected line for headings, lists and quotes', () => {
    expect(applyMarkdown('heading', at('Title', 2), 'text').text).toBe('## Title');
    expect(applyMarkdown('bulletList', at('one\ntwo', 0, 7), 'text').text).toBe('- one\n- two');
    expect(applyMarkdown('numberedList', at('one\ntwo', 0, 7), 'text').text).toBe('1. one\n2. two');
    expect(applyMarkdown('quote', at('said', 0, 4), 'text').text).toBe('> said');
  });

  it('starts a block after a paragraph with an empty line', () => {
    expect(applyMarkdown('bulletList', at('Intro\nitem', 7), 'text').text).toBe('Intro\n\n- item');
  });
});
