import type { DocumentType } from '../files/files';

/** What a requested document is, as far as its words tell: the CV, a certificate, or something else. */
export type RequestedDocumentKind = 'cv' | 'german_certificate' | 'school_certificate' | 'other';

const CV = /(?<!\p{L})(cv|c\.v\.|curriculum vitae|résumé|resume|lebenslauf)(?!\p{L})/iu;
const GERMAN_CERTIFICATE =
  /(german|language|deutsch|sprach)\p{L}*[\s-]*(certificate|certification|zertifikat|nachweis)|(?<!\p{L})(goethe|telc|testdaf|dsh|ösd|osd)(?!\p{L})/iu;
const SCHOOL_CERTIFICATE =
  /(school|leaving|graduation|diploma)\p{L}*[\s-]*(certificate|report|diploma)?|(schul|abschluss|abitur)\p{L}*|(?<!\p{L})zeugnis/iu;

/**
 * Reads one line of a listing's "required documents" (free text the employer typed, in either
 * language): "CV", "Lebenslauf", "German certificate B1", "Schulzeugnis". Anything else is
 * `other`, which only the candidate can judge.
 */
export function requestedDocumentKind(text: string): RequestedDocumentKind {
  if (GERMAN_CERTIFICATE.test(text)) return 'german_certificate';
  if (CV.test(text)) return 'cv';
  if (SCHOOL_CERTIFICATE.test(text)) return 'school_certificate';
  return 'other';
}

export type RequestedDocumentState = {
  /** The employer's own words. */
  label: string;
  kind: RequestedDocumentKind;
  /** true: attached; false: missing; null: cannot tell (an "other" document). */
  attached: boolean | null;
};

/**
 * For each document a listing asks for, whether the application carries it: the CV when the
 * generated CV is attached, a certificate when a document of that type is chosen. An "other"
 * request counts as attached once any other document is chosen, and as unknown before.
 */
export function requestedDocumentStates(
  requested: readonly string[],
  attached: { cv: boolean; types: readonly DocumentType[] },
): RequestedDocumentState[] {
  return requested.map((label) => {
    const kind = requestedDocumentKind(label);
    if (kind === 'cv') return { label, kind, attached: attached.cv };
    if (kind === 'other') return { label, kind, attached: attached.types.includes('other_document') ? true : null };
    return { label, kind, attached: attached.types.includes(kind) };
  });
}
