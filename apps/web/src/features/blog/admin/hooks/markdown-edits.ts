/** A textarea's text and selection, before and after a toolbar action. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export const MARKDOWN_ACTIONS = ['bold', 'italic', 'heading', 'bulletList', 'numberedList', 'link', 'quote'] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** Wraps the selection in `before`/`after` (or inserts `placeholder` wrapped and selects it). */
function wrap({ text, start, end }: TextSelection, before: string, after: string, placeholder: string): TextSelection {
  const selected = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}

/** Puts `prefix(i)` in front of every line the selection touches. */
function prefixLines({ text, start, end }: TextSelection, prefix: (index: number) => string): TextSelection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const changed = lines.map((line, index) => prefix(index) + line).join('\n');
  // A block needs an empty line before it when it follows a paragraph.
  const gap = lineStart > 1 && text[lineStart - 2] !== '\n' ? '\n' : '';
  const next = text.slice(0, lineStart) + gap + changed + text.slice(lineEnd);
  const shift = gap.length + prefix(0).length;
  return { text: next, start: start + shift, end: lineStart + gap.length + changed.length };
}

/** The toolbar's Markdown (CommonMark): what each button does to the text and selection. */
export function applyMarkdown(action: MarkdownAction, selection: TextSelection, placeholder: string): TextSelection {
  switch (action) {
    case 'bold':
      return wrap(selection, '**', '**', placeholder);
    case 'italic':
      return wrap(selection, '_', '_', placeholder);
    case 'link': {
      const selected = selection.text.slice(selection.start, selection.end) || placeholder;
      const before = `[${selected}](`;
      const url = 'https://';
      const next = selection.text.slice(0, selection.start) + before + url + ')' + selection.text.slice(selection.end);
      // The address is selected, ready to be typed over.
      return { text: next, start: selection.start + before.length, end: selection.start + before.length + url.length };
    }
    case 'heading':
      return prefixLines(selection, () => '## ');
    case 'bulletList':
      return prefixLines(selection, () => '- ');
    case 'numberedList':
      return prefixLines(selection, (index) => `${index + 1}. `);
    case 'quote':
      return prefixLines(selection, () => '> ');
  }
}
