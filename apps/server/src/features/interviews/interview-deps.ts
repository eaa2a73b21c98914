import type { Actor } from '../../platform/session/session';
import type { NotifyDeps } from '../../platform/notify/notify';

/** What an interview use case needs: the database, mail and config for notices, and who acts. */
export type InterviewDeps = NotifyDeps & { actor: Actor };

/** The work after the answer (notices and e-mails), run once the change is committed. */
export type FollowUp = () => Promise<void>;
