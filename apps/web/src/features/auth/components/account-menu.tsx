import { lazy, Suspense } from 'react';

// Everything about the account loads after the page has shown: the first visit's JavaScript stays small.
const AccountCorner = lazy(() => import('./account-corner'));

/** The header's account corner ("Sign in", or the signed-in person's menu); see account-corner.tsx. */
export function AccountMenu() {
  return (
    <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
      <AccountCorner />
    </Suspense>
  );
}
