import type { Locale } from './locales';
import { de } from './messages/de';
import { en, type Messages } from './messages/en';

export type { Messages };
export const messages: Record<Locale, Messages> = { en, de };

/** A dotted key into the shared catalog, e.g. `errors.notFound` or `validation.required`. */
export type MessageKey = {
  [NS in keyof Messages]: `${NS & string}.${keyof Messages[NS] & string}`;
}[keyof Messages];

export function isMessageKey(value: string): value is MessageKey {
  const [ns, key, ...rest] = value.split('.');
  if (!ns || !key || rest.length > 0) return false;
  const namespace = (en as Record<string, Record<string, string>>)[ns];
  return namespace !== undefined && typeof namespace[key] === 'string';
}

/** Translates a shared message key with `{{name}}` interpolation; unknown keys come back unchanged. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const [ns = '', name = ''] = key.split('.');
  const template = (messages[locale] as unknown as Record<string, Record<string, string> | undefined>)[ns]?.[name];
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, param: string) =>
    params[param] === undefined ? match : String(params[param]),
  );
}
