import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreen } from '../components/error-screen';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { RenderedSignedIn } from '../lib/account/session-hint';
import { reportClientError } from '../lib/report-client-error';
import { QueryClientSlot, type QueryClientHolder } from './query-client-slot';

/**
 * Everything the pages rely on, around the router. i18next needs no provider: it is initialised in
 * src/i18n/i18n.ts. The query client is made by the page layout (see query-client-slot.ts).
 */
export function AppProviders({
  children,
  queryClient,
  renderedSignedIn = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page's HTML was rendered for a signed-in person (lib/account/session-hint.ts). */
  renderedSignedIn?: boolean;
}) {
  // The server renders with a client that already holds the page's data (src/prerender.tsx).
  const [queryClientHolder] = useState<QueryClientHolder>(() => ({ client: queryClient }));
  return (
    <ErrorBoundary
      onError={(error, info) => reportClientError(error, { componentStack: info.componentStack })}
      fallbackRender={({ resetErrorBoundary }) => <ErrorScreen onRetry={resetErrorBoundary} />}
    >
      <RenderedSignedIn value={renderedSignedIn}>
        <QueryClientSlot.Provider value={queryClientHolder}>
          {children}
          <ToastOutlet />
        </QueryClientSlot.Provider>
      </RenderedSignedIn>
    </ErrorBoundary>
  );
}
