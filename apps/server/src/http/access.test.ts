import Fastify from 'fastify';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../platform/session/auth-instance';
import type { Database } from '../db/client';
import { installAccess, isCompanyRole, isStaff } from './access';

/** An app with only the access hook: the declarations are checked as routes are added. */
const bare = () => {
  const app = Fastify();
  installAccess(
    app,
    () => ({}) as Auth,
    () => ({}) as Database,
  );
  return app;
};

describe('route access declarations', () => {
  it('a route without a declaration stops the start-up, named by method and path', async () => {
    const app = bare();
    app.register(async (api) => {
      api.get('/api/forgotten', async () => 'no');
    });
    await expect(app.ready()).rejects.toThrow(/^GET \/api\/forgotten declares no access/);
  });

  it('an unknown access word stops the start-up too', async () => {
    const app = bare();
    expect(() => app.post('/api/typo', { config: { access: 'admins' as 'admin' } }, async () => 'no')).toThrow(
      "POST /api/typo declares an unknown access 'admins'",
    );
  });

  it('a declared route starts; a public one answers without a session', async () => {
    const app = bare();
    app.get('/api/open', { config: { access: 'public' } }, async () => 'yes');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/open' })).body).toBe('yes');
    await app.close();
  });

  it('one helper for "employer or team member" and one for "moderator or admin"', () => {
    const roles: (UserRole | null)[] = ['azubi', 'employer', 'team_member', 'moderator', 'admin', null];
    expect(roles.map((r) => isCompanyRole(r))).toEqual([false, true, true, false, false, false]);
    expect(roles.map((r) => isStaff(r))).toEqual([false, false, false, true, true, false]);
  });
});
