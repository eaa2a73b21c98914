import { RENDERED_SIGNED_IN_ATTRIBUTE } from '@azubi/shared/routing/server-rendering';
import { RouterProvider } from 'react-router/dom';
import { reportClientError } from '../lib/report-client-error';
import { AppReadyMarker } from './app-ready-marker';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export const router = createAppRouter();

/** The server rendered this page's HTML for a signed-in person (lib/account/session-hint.ts). */
const renderedSignedIn =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute(RENDERED_SIGNED_IN_ATTRIBUTE) === true;

export function App() {
  return (
    <AppProviders renderedSignedIn={renderedSignedIn}>
      <AppReadyMarker />
      <RouterProvider
        router={router}
        onError={(error, { location, errorInfo }) =>
          reportClientError(error, { path: location.pathname, componentStack: errorInfo?.componentStack })
        }
      />
    </AppProviders>
  );
}
