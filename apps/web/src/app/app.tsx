import { RouterProvider } from 'react-router/dom';
import { reportClientError } from '../lib/report-client-error';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider
        router={router}
        onError={(error, { location, errorInfo }) =>
          reportClientError(error, { path: location.pathname, componentStack: errorInfo?.componentStack })
        }
      />
    </AppProviders>
  );
}
