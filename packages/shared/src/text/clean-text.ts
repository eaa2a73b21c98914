import { z } from '../zod';

/** Spec §5: free text is trimmed, cut to 1000 characters and stripped of angle brackets. */
export const TEXT_MAX_LENGTH = 1000;

export function cleanText(value: string, max = TEXT_MAX_LENGTH): string {
  return value.replace(/[<>]/g, '').trim().slice(0, max);
}

/** A free-text field with the spec's clean-up applied; `min` counts after clean-up. */
export function cleanTextSchema(options: { min?: number; max?: number; minMessage?: string } = {}) {
  const base = z
    .string({ message: options.minMessage ?? 'validation.required' })
    .transform((value) => cleanText(value, options.max));
  return options.min
    ? base.pipe(z.string().min(options.min, { message: options.minMessage ?? 'validation.tooShort' }))
    : base;
}
