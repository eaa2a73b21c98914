import { formatDate } from '@azubi/shared/dates/format-date';
import type { StepOwner } from '@azubi/shared/placements/placement-steps';
import type { PlacementStep } from '@azubi/shared/placements/placements';
import {
  PLACEMENT_DOCUMENT_MAX_BYTES,
  PLACEMENT_DOCUMENT_TYPES,
  type PlacementSide,
} from '@azubi/shared/placements/placement-options';

/** A step on its own, or the alternatives of one group ("one of these ways"). */
export type StepItem =
  { kind: 'step'; step: PlacementStep } | { kind: 'alternatives'; group: 'visa_route'; steps: PlacementStep[] };

/**
 * The steps in checklist order, with the steps of a group gathered where the group's first step
 * stands. A group with a single step (FSJ and BFD have only the embassy appointment) is a plain step.
 */
export function groupSteps(steps: readonly PlacementStep[]): StepItem[] {
  const items: StepItem[] = [];
  for (const step of steps) {
    if (!step.group) {
      items.push({ kind: 'step', step });
      continue;
    }
    const existing = items.find(
      (item): item is Extract<StepItem, { kind: 'alternatives' }> =>
        item.kind === 'alternatives' && item.group === step.group,
    );
    if (existing) existing.steps.push(step);
    else items.push({ kind: 'alternatives', group: step.group, steps: [step] });
  }
  return items.map((item) =>
    item.kind === 'alternatives' && item.steps.length === 1 ? { kind: 'step', step: item.steps[0]! } : item,
  );
}

/** Who a step belongs to, as the signed-in side reads it: "You", "The company", "The candidate" or "Both". */
export function ownerLabelKey(owner: StepOwner, mySide: PlacementSide): 'you' | 'company' | 'candidate' | 'both' {
  if (owner === 'both') return 'both';
  return owner === mySide ? 'you' : owner;
}

const EXTENSIONS: Record<string, (typeof PLACEMENT_DOCUMENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * An early, friendly answer in the browser before a file is sent: too large, or not a PDF, JPEG
 * or PNG by its type or name. The server checks the bytes themselves.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'size' | 'type'>): 'tooLarge' | 'wrongType' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || EXTENSIONS[extension] || '';
  if (!(PLACEMENT_DOCUMENT_TYPES as readonly string[]).includes(type)) return 'wrongType';
  if (file.size > PLACEMENT_DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The days to the first day as a text key with its count. */
export function daysToFirstDayText(
  days: number | null,
): { key: 'daysToGo' | 'daysAgo' | 'today'; count: number } | null {
  if (days === null) return null;
  if (days === 0) return { key: 'today', count: 0 };
  return days > 0 ? { key: 'daysToGo', count: days } : { key: 'daysAgo', count: -days };
}

/**
 * A calendar date (YYYY-MM-DD) in the reader's language, the same day in every time zone: the
 * one date format of the app (`formatDate`, "26 April 2027" / "26.04.2027"; issue 28).
 */
export function formatCalendarDate(value: string, locale: string): string {
  return formatDate(value.slice(0, 10), locale === 'de' ? 'de' : 'en');
}

/** An instant (ISO timestamp) as a date in the reader's language, through the same helper. */
export function formatInstantDate(value: string, locale: string): string {
  return formatDate(value, locale === 'de' ? 'de' : 'en');
}

/** A file size the way people read it: "320 KB", "1.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
