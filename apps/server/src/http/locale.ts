import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@azubi/shared/i18n/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request: an explicit `lng` query parameter, then the language cookie the web
 * app's detector stores (`i18next`), then Accept-Language, then English.
 */
export function resolveRequestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lng;
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = request.cookies?.i18next;
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
