import { lazy, Suspense } from 'react';
import { useSessionHint } from '../../../lib/account/session-hint';

// Loads only for signed-in people, after the page has shown.
const NotificationBell = lazy(() => import('./notification-bell'));

/** Where the header shows the notification bell (nothing for visitors). */
export function NotificationBellSlot() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
