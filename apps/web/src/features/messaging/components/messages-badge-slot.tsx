import { lazy, Suspense } from 'react';
import { useSessionHint } from '../../../lib/account/session-hint';

// Loads only for signed-in people, after the page has shown; the live connection comes with it.
const MessagesBadge = lazy(() => import('./messages-badge'));

/** Where the header shows the messages link with its unread count (nothing for visitors). */
export function MessagesBadgeSlot() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <MessagesBadge />
    </Suspense>
  );
}
