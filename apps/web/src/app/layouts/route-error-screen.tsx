import { useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';

/**
 * The router's errorElement. "Try Again" navigates to the same address again: the router
 * retries the failed lazy import or loader and the error boundary resets for the new location.
 * (The error itself is reported by RouterProvider's onError.)
 */
export function RouteErrorScreen() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <ErrorScreen
      onRetry={() => {
        void navigate({ pathname, search, hash }, { replace: true });
      }}
    />
  );
}
