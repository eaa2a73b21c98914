import { USER_ROLES } from '@azubi/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import { hasNoRole, isAdmin, isCandidate, isCompanySide, isEmployer, isStaff } from './roles';

describe('role predicates', () => {
  it('sort every role, and nobody signed in is none of them', () => {
    const table = [...USER_ROLES, null, undefined].map((role) => [
      role,
      [isCandidate, isCompanySide, isEmployer, isStaff, isAdmin].map((predicate) => predicate(role)),
    ]);
    expect(table).toEqual([
      ['azubi', [true, false, false, false, false]],
      ['employer', [false, true, true, false, false]],
      ['team_member', [false, true, false, false, false]],
      ['moderator', [false, false, false, true, false]],
      ['admin', [false, false, false, true, true]],
      [null, [false, false, false, false, false]],
      [undefined, [false, false, false, false, false]],
    ]);
  });

  it('tell an account without a role from one signed out', () => {
    expect([...USER_ROLES, null, undefined].filter(hasNoRole)).toEqual([null]);
  });
});
