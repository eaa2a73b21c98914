import { RouterProvider } from 'react-router/dom';
import { reportClientError } from '../lib/report-client-error';
import { AppReadyMarker } from './app-ready-marker';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
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
