/**
 * Words in a candidate's own free text (bio, skills) that give them away before they reveal
 * themselves (issue 28.4, docs/decisions/README.md "Anonymised first contact"): their own first or last name,
 * an e-mail address, a phone number or a link. The profile editor warns with `findIdentifying`; the
 * server masks the anonymous view with `maskIdentifying` (features/candidates/candidate-disclosure).
 */
export type Identity = { name: string | null; email?: string | null; phone?: string | null };
export const IDENTIFYING_KINDS = ['name', 'email', 'phone', 'link'] as const;
export type IdentifyingKind = (typeof IDENTIFYING_KINDS)[number];

/** What stands in for a hidden word: language-neutral, visibly not the candidate's text. */
export const MASK = '•••';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A scheme or "www.", or a domain followed by a path ("linkedin.com/in/x"), or a profile site's domain alone.
const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"]*|\b(?:linkedin\.com|github\.com|instagram\.com|facebook\.com|tiktok\.com|x\.com|twitter\.com|t\.me|wa\.me|xing\.com)\b/giu;
// Nine or more digits with the usual separators: every phone number, not a year range ("2019-2022").
const PHONE = /(?:\+|\b00)?\d(?:[\s\-/.()]{0,3}\d){8,}/gu;

const stripMarks = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parts of the name ("Chidinma", "Okafor"; both spellings of "Nguyễn"), two letters or more. */
function namePattern(name: string | null): RegExp | null {
  if (!name) return null;
  const parts = new Set<string>();
  for (const part of name.normalize('NFC').split(/[\s\-‐,.]+/u)) {
    if ([...part].length < 2) continue;
    parts.add(escape(part));
    parts.add(escape(stripMarks(part)));
  }
  if (parts.size === 0) return null;
  // Longest first; a whole word only ("Anna" not in "Annahme"), also with a possessive s ("Chidinmas").
  const alternatives = [...parts].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?:['’]?s)?(?![\\p{L}\\p{N}])`, 'giu');
}

function ownPhonePattern(phone: string | null | undefined): RegExp | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  // The last seven digits of the own number, however it is written (+49 151 …, 0151-…).
  if (digits.length < 7) return null;
  return new RegExp(digits.slice(-7).split('').join('[\\s\\-/.()]{0,3}'), 'gu');
}

function patterns(identity: Identity): [IdentifyingKind, RegExp][] {
  const list: [IdentifyingKind, RegExp | null][] = [
    ['email', EMAIL],
    ['link', LINK],
    ['phone', PHONE],
    ['phone', ownPhonePattern(identity.phone)],
    ['name', namePattern(identity.name)],
  ];
  return list.filter((entry): entry is [IdentifyingKind, RegExp] => entry[1] !== null);
}

/** Which kinds of identifying words the text holds (empty when none), in a fixed order. */
export function findIdentifying(texts: string | readonly string[], identity: Identity): IdentifyingKind[] {
  const all = (typeof texts === 'string' ? [texts] : texts).join('\n');
  const found = new Set<IdentifyingKind>();
  for (const [kind, pattern] of patterns(identity)) {
    pattern.lastIndex = 0;
    if (pattern.test(all)) found.add(kind);
  }
  return IDENTIFYING_KINDS.filter((kind) => found.has(kind));
}

/** The text with each identifying word replaced by `MASK` (e-mails and links first, so their parts stay whole). */
export function maskIdentifying(text: string, identity: Identity): string {
  let masked = text;
  for (const [, pattern] of patterns(identity)) masked = masked.replace(pattern, MASK);
  return masked;
}
