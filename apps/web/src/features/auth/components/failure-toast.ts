import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';

/**
 * Shows why a request failed. The server's message is already in the reader's language; when the
 * server could not be reached at all, `fallbackTitle` (e.g. "Error signing in") says what failed
 * and the connection problem is the description. Returns the text for an inline alert.
 */
export function showFailureToast(error: unknown, fallbackTitle: string): string {
  if (error instanceof ApiError && error.status !== 0) {
    toast({ title: error.message, variant: 'destructive' });
    return error.message;
  }
  const description = error instanceof ApiError ? error.message : undefined;
  toast({ title: fallbackTitle, description, variant: 'destructive' });
  return description ? `${fallbackTitle}: ${description}` : fallbackTitle;
}
