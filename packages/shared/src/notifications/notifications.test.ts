import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../auth/schemas';
import { NOTIFICATION_TYPES, notificationTypesFor } from './notifications';

describe('notificationTypesFor', () => {
  it('gives every type to some role, and nothing to moderators, admins or an account without a role', () => {
    const received = new Set(USER_ROLES.flatMap((role) => notificationTypesFor(role)));
    expect([...NOTIFICATION_TYPES].filter((type) => !received.has(type))).toEqual([]);
    expect(notificationTypesFor('moderator')).toEqual([]);
    expect(notificationTypesFor('admin')).toEqual([]);
    expect(notificationTypesFor(null)).toEqual([]);
  });

  it('keeps a company’s news from candidates and a candidate’s from companies', () => {
    expect(notificationTypesFor('azubi')).not.toContain('application_received');
    expect(notificationTypesFor('azubi')).not.toContain('payment_received');
    expect(notificationTypesFor('employer')).not.toContain('profile_approved');
    expect(notificationTypesFor('team_member')).not.toContain('trial_ending');
    expect(notificationTypesFor('team_member')).toContain('application_received');
  });
});
