import type { ReactNode } from 'react';
import { linkify } from '../linkify';

/**
 * A message's text as written: line breaks kept, web addresses as links that open in a new tab
 * without giving the other site this page (`noopener noreferrer`) or our ranking (`nofollow`).
 * Rendered as React text, never as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return <p className={MESSAGE_TEXT_CLASS}>{linkedText(text)}</p>;
}

/** How a message's text is laid out: line breaks kept, long words broken. */
export const MESSAGE_TEXT_CLASS = 'break-words whitespace-pre-wrap [overflow-wrap:anywhere]';

/** The text's pieces with its web addresses as safe links, for a paragraph of the caller's. */
export function linkedText(text: string): ReactNode {
  return linkify(text).map((piece, index) =>
    piece.kind === 'link' ? (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium underline underline-offset-2"
      >
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
}
