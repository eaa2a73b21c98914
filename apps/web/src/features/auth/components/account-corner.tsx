import { lazy, use } from 'react';
import { useMe } from '../api/use-me';
import { loadAccountTexts } from '../account-texts';
import { useAccountLanguage } from '../hooks/use-account-language';
import { useDefaultTimeZone } from '../hooks/use-default-time-zone';
import { useSessionHint } from '../session-hint';
import { SignInLink } from './sign-in-link';

/** The menu's texts in both languages, before it first shows. */
const textsReady = loadAccountTexts();

// Radix's dropdown downloads only for people who are signed in.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);

/**
 * "Sign in" for visitors; for signed-in people their initials with a menu (Dashboard, Sign out).
 * It asks the server who is signed in only when this browser signed in before, so visitors'
 * pages make no request for it. (AccountMenu lazy-loads it in a Suspense boundary, hence the default export.)
 */
export default function AccountCorner() {
  use(textsReady);
  const signedIn = useSessionHint();
  const me = useMe({ enabled: signedIn }).data;
  // Signed in, every page shows in the account's language.
  useAccountLanguage(me);
  // An account without a time zone takes the browser's (interview times are shown in it).
  useDefaultTimeZone(me);
  return me ? <AccountDropdown me={me} /> : <SignInLink />;
}
