export { loadAccountTexts } from './account-texts';
export { useRememberAccountLocale } from './api/use-account-locale';
export { ME_QUERY_KEY, storeSignedOut, useMe } from '../../lib/account/use-me';
export { useUpdateTimeZone } from './api/use-update-time-zone';
export { authHref, localizeHref } from './auth-paths';
export { browserTimeZone } from '../../lib/account/browser-time-zone';
export { datesIn, useAccountTimeZone, useDates, type Dates } from '../../lib/account/use-dates';
export { useSignedIn } from '../../lib/account/use-signed-in';
export { useSessionHint } from '../../lib/account/session-hint';
