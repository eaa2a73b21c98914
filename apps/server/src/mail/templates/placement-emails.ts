import { formatDate } from '@azubi/shared/dates/format-date';
import { PLACEMENT_STEP_KEYS, type PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import { STATE_WORDS, STEP_TITLES } from '../../features/placements/step-titles';

type Locale = 'en' | 'de';

function stepTitle(key: unknown, locale: Locale): string {
  return PLACEMENT_STEP_KEYS.includes(key as PlacementStepKey) ? STEP_TITLES[key as PlacementStepKey][locale] : '';
}

/**
 * The placement reminder (features/placements): a step of the recipient's side is due in 7 days
 * or tomorrow. Null for other types.
 */
export function placementEmailContent(
  locale: Locale,
  type: string,
  data: Record<string, unknown>,
): { subject: string; paragraphs: string[] } | null {
  if (type !== 'placement_reminder') return null;
  const de = locale === 'de';
  const title = String(data.listingTitle ?? '');
  const step = stepTitle(data.stepKey, locale);
  const due = formatDate(String(data.dueDate ?? ''), locale);
  return {
    subject: de ? `Bald fällig: ${step}` : `Due soon: ${step}`,
    paragraphs: [
      de
        ? `In deiner Vermittlung für „${title}“ ist der Schritt „${step}“ am ${due} fällig.`
        : `In your placement for “${title}”, the step “${step}” is due on ${due}.`,
      de
        ? 'Wenn er schon erledigt ist, hake ihn im Tracker ab. Wenn er nicht nötig ist, markiere ihn als „nicht nötig“.'
        : 'If it is done already, mark it done in the tracker. If it is not needed, mark it “not needed”.',
    ],
  };
}

export type DigestItem = {
  listingTitle: string;
  otherName: string;
  event: string;
  stepKey?: string;
  state?: string;
};

/** The daily digest of placement changes made by the other side, one line each. */
export function placementDigestContent(locale: Locale, items: DigestItem[]): { subject: string; paragraphs: string[] } {
  const de = locale === 'de';
  const lines = items.map((item) => {
    const step = stepTitle(item.stepKey, locale);
    const state = item.state && item.state in STATE_WORDS ? STATE_WORDS[item.state as 'done'][locale] : '';
    if (item.event === 'opened')
      return de
        ? `${item.listingTitle}: Der Vermittlungs-Tracker ist offen.`
        : `${item.listingTitle}: the placement tracker is open.`;
    if (item.event === 'closed')
      return de
        ? `${item.listingTitle}: ${item.otherName} hat die Vermittlung geschlossen.`
        : `${item.listingTitle}: ${item.otherName} closed the placement.`;
    if (item.event === 'document')
      return de
        ? `${item.listingTitle}: ${item.otherName} hat ein Dokument zu „${step}“ hochgeladen.`
        : `${item.listingTitle}: ${item.otherName} uploaded a document for “${step}”.`;
    if (state)
      return de
        ? `${item.listingTitle}: ${item.otherName} hat „${step}“ auf ${state} gesetzt.`
        : `${item.listingTitle}: ${item.otherName} set “${step}” to ${state}.`;
    return de
      ? `${item.listingTitle}: ${item.otherName} hat „${step}“ geändert.`
      : `${item.listingTitle}: ${item.otherName} changed “${step}”.`;
  });
  return {
    subject: de ? `Neues in deiner Vermittlung (${items.length})` : `News in your placement (${items.length})`,
    paragraphs: [
      de
        ? 'Seit der letzten E-Mail hat sich in deiner Vermittlung das geändert:'
        : 'Since the last email, this changed in your placement:',
      ...lines,
    ],
  };
}
