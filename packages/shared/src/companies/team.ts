import { EmailSchema } from '../auth/schemas';
import { z } from '../zod';

/** Spec §6, §9: team admins manage the team and the company profile; members manage listings and applications. */
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * Spec §4: the states an invitation is shown in. `expired` is a pending invitation whose
 * expires_at has passed (the link no longer works; it can be sent again).
 */
export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** How long an invitation link works; sending it again starts the period anew. */
export const INVITATION_VALID_DAYS = 7;

const TeamRoleSchema = z.enum(TEAM_ROLES, { message: 'team.roleRequired' });

export const InviteTeamMemberSchema = z.object({ email: EmailSchema, role: TeamRoleSchema });
export type InviteTeamMemberInput = z.input<typeof InviteTeamMemberSchema>;

export const ChangeTeamRoleSchema = z.object({ role: TeamRoleSchema });
export type ChangeTeamRoleInput = z.input<typeof ChangeTeamRoleSchema>;

export const TeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  /** The signed-in admin's own row. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  invitedByName: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamSchema = z.object({
  companyName: z.string(),
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** The answer to an invitation sent (or sent again): `emailSent` false when only the row was stored. */
export const InvitationResultSchema = z.object({
  invitation: TeamInvitationSchema,
  emailSent: z.boolean(),
  message: z.string(),
});
export type InvitationResult = z.infer<typeof InvitationResultSchema>;

export const TeamMessageSchema = z.object({ message: z.string() });
