import { lazy, Suspense } from 'react';
import { useSessionHint } from '../../../lib/account/session-hint';

// Loads only for signed-in people, after the page has shown.
const SubscriptionChip = lazy(() => import('./subscription-chip'));

/** Where the header shows the trial's or plan's reminder (nothing for visitors): in its row, or under it on a phone. */
export function SubscriptionChipSlot({ variant = 'chip' }: { variant?: 'chip' | 'strip' }) {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionChip variant={variant} />
    </Suspense>
  );
}
