import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreen } from '../components/error-screen';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { createQueryClient } from '../lib/query-client';
import { reportClientError } from '../lib/report-client-error';

/** Everything the pages rely on, around the router. i18next needs no provider: it is initialised in src/i18n/i18n.ts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary
      onError={(error, info) => reportClientError(error, { componentStack: info.componentStack })}
      fallbackRender={({ resetErrorBoundary }) => <ErrorScreen onRetry={resetErrorBoundary} />}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
