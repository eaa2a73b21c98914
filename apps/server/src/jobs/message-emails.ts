import type { NotifyDeps } from '../features/notifications/notify';
import { sendUnreadMessageEmails } from '../features/messaging/send-unread-message-emails';

export const MESSAGE_EMAIL_SWEEP_MS = 60_000;

/**
 * Every minute, the "new message" e-mails that are due (a message still unread after 15 minutes;
 * see sendUnreadMessageEmails). In each instance: every mail is claimed in the database before it
 * goes out, so it goes out once. A small in-process timer until the job queue (pg-boss) arrives.
 * Returns a function that stops it (on shutdown).
 */
export function scheduleMessageEmails(deps: NotifyDeps, { everyMs = MESSAGE_EMAIL_SWEEP_MS } = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendUnreadMessageEmails(deps)
      .then((sent) => {
        if (sent > 0) deps.log.info({ job: 'message-emails', sent }, 'message e-mails sent');
      })
      .catch((err: unknown) => deps.log.error({ err, job: 'message-emails' }, 'message e-mail sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
