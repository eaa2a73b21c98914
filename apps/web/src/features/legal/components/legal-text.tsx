import { localizePath } from '@azubi/shared/i18n/locales';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';

/**
 * Renders a legal text from a translation: blank lines separate paragraphs, a block whose lines all
 * start with "- " is a bulleted list, and `[label](/page)` links to another page of the site (in
 * the reader's language). Nothing else is interpreted, so translations cannot inject markup.
 */
export function LegalText({ text }: { text: string }) {
  const locale = useLocale();
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-muted-foreground">
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{withLinks(line.slice(2), locale)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{withLinks(block, locale)}</p>;
      })}
    </>
  );
}

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

function withLinks(text: string, locale: ReturnType<typeof useLocale>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, path] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link
        key={match.index}
        to={localizePath(path ?? '/', locale)}
        className="font-medium text-primary underline underline-offset-2"
      >
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
