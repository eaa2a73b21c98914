export { loadAccountTexts } from './account-texts';
export { useRememberAccountLocale } from './api/use-account-locale';
export { ME_QUERY_KEY, storeSignedOut, useMe } from './api/use-me';
export { useUpdateTimeZone } from './api/use-update-time-zone';
export { authHref, localizeHref } from './auth-paths';
export { browserTimeZone } from './hooks/browser-time-zone';
export { datesIn, useAccountTimeZone, useDates, type Dates } from './hooks/use-dates';
export { useSignedIn } from './hooks/use-signed-in';
export { useSessionHint } from './session-hint';
