import type { InvitationInfo } from '@azubi/shared/auth/schemas';

/** A team invitation from the link, checked with the server: its token and what it is for. */
export interface ActiveInvitation {
  token: string;
  info: InvitationInfo;
}
