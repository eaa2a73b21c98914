/**
 * The one place client-side errors go. For now it logs to the console; when the server has an
 * error-intake endpoint, this is where the report is sent from (the error screen tells the
 * reader that the team has been notified).
 */
export function reportClientError(error: unknown, context?: Record<string, unknown>): void {
  console.error('[azubi-connect]', error, context ?? '');
}
