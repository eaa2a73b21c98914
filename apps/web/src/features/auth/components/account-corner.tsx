import { RotateCw } from 'lucide-react';
import { lazy, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/account/use-me';
import { loadAccountTexts } from '../account-texts';
import { useAccountLanguage } from '../hooks/use-account-language';
import { useDefaultTimeZone } from '../hooks/use-default-time-zone';
import { useSessionHint } from '../../../lib/account/session-hint';
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
  const { t } = useTranslation('account');
  const signedIn = useSessionHint();
  const query = useMe({ enabled: signedIn });
  const me = query.data;
  // Signed in, every page shows in the account's language.
  useAccountLanguage(me);
  // An account without a time zone takes the browser's (interview times are shown in it).
  useDefaultTimeZone(me);
  if (me) return <AccountDropdown me={me} />;
  // Only the server's "not signed in" (null) shows "Sign in": while the account loads, or when it
  // could not be loaded (too many requests, no connection), the person stays signed in here.
  if (signedIn && me === undefined) {
    if (!query.isError) return <span className="inline-block size-11" aria-hidden="true" />;
    return (
      <button
        type="button"
        aria-label={t('menu.reload')}
        title={t('menu.reload')}
        onClick={() => void query.refetch()}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <RotateCw className="size-5" aria-hidden="true" />
      </button>
    );
  }
  return <SignInLink />;
}
