import { toast } from './ui/use-toast';
import { ApiError } from '../lib/api-error';

/**
 * Why a request failed, as one line. The server's message is already in the reader's language;
 * when the server could not be reached at all, `fallbackTitle` (e.g. "Error signing in") says what
 * failed, followed by the connection problem.
 */
export function failureText(error: unknown, fallbackTitle: string): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  const description = error instanceof ApiError ? error.message : undefined;
  return description ? `${fallbackTitle}: ${description}` : fallbackTitle;
}

/**
 * Shows why an action without a form of its own failed (a switch in a list, "mark all read") as
 * a toast. A form shows `failureText` in its FormAlert instead: the message once, where it belongs.
 */
export function showFailureToast(error: unknown, fallbackTitle: string): void {
  if (error instanceof ApiError && error.status !== 0) {
    toast({ title: error.message, variant: 'destructive' });
    return;
  }
  const description = error instanceof ApiError ? error.message : undefined;
  toast({ title: fallbackTitle, description, variant: 'destructive' });
}
