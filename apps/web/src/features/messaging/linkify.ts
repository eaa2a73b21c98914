/**
 * A message text as pieces to render: plain text, and web addresses that become links. React
 * renders each piece as text (never as HTML), so nothing in a message can inject markup; only
 * `http:`/`https:` addresses (and `www.` ones, opened as https) become links.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    // Keep a closing bracket that belongs to the address ("…/Foo_(bar)").
    const keepParen = trailing.startsWith(')') && candidate.slice(0, -trailing.length).includes('(');
    if (trailing && !keepParen) candidate = candidate.slice(0, -trailing.length);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
