import { LoadError } from './load-error';
import { LoadingSpinner } from './loading-spinner';

/**
 * A page's figures while they load (a large spinner) or when they failed (the failure as headline,
 * the API's message below it only where it says more, and "Try again"). Render it while the query
 * is pending or failed.
 */
export function QueryStatus({
  query,
  texts,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; retry: string };
}) {
  if (query.isPending) return <LoadingSpinner size="lg" text={texts.loading} className="py-16" />;
  const message = query.error?.message ?? '';
  return (
    <LoadError
      title={texts.loadFailed}
      message={message === texts.loadFailed ? '' : message}
      retryLabel={texts.retry}
      onRetry={() => void query.refetch()}
    />
  );
}
