// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import Fastify from 'fastify';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../platform/session/auth-instance';
import type { Database } from '../db/client';
import { actorOf, installAccess, isCompanyRole, isStaff, membershipOf } from './access';

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

  it('a handler asking for an actor or a membership the declaration does not give is a programming error (500)', async () => {
    const app = bare();
    app.get('/api/open', { config: { access: 'public' } }, async (request) => actorOf(request).userId);
    app.get('/api/open-company', { config: { access: 'public' } }, async (request) => membershipOf(request).companyId);
    await app.ready();
    const actor = await app.inject({ method: 'GET', url: '/api/open' });
    expect(actor.statusCode).toBe(500);
    expect(actor.json().message).toBe('GET /api/open: no actor on the request (is the route declared public?)');
    const membership = await app.inject({ method: 'GET', url: '/api/open-company' });
    expect(membership.statusCode).toBe(500);
    expect(membership.json().message).toBe(
      "GET /api/open-company: no membership on the request (declare access 'company' or 'team-admin')",
    );
    await app.close();
  });

  it('the hook puts the actor on the request for the handler (401 before the handler without a session)', async () => {
    const actor = {
      userId: 'u1',
      sessionId: 's1',
      email: 'a@example.org',
      name: 'A',
      role: 'azubi',
      emailVerified: true,
      locale: 'en',
    };
    const app = Fastify();
    installAccess(
      app,
      () =>
        ({
          api: {
            getSession: async ({ headers }: { headers: Headers }) =>
              headers.get('cookie')
                ? {
                    user: {
                      id: actor.userId,
                      email: actor.email,
                      name: actor.name,
                      role: actor.role,
                      emailVerified: true,
                      locale: 'en',
                    },
                    session: { id: actor.sessionId, expiresAt: new Date(Date.now() + 60_000) },
                  }
                : null,
          },
        }) as unknown as Auth,
      () => ({}) as Database,
    );
    app.get('/api/mine', { config: { access: 'candidate' } }, async (request) => actorOf(request));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/mine', headers: { cookie: 'azubi.session_token=x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(actor);
    await app.close();
  });

  it('one helper for "employer or team member" and one for "moderator or admin"', () => {
    const roles: (UserRole | null)[] = ['azubi', 'employer', 'team_member', 'moderator', 'admin', null];
    expect(roles.map((r) => isCompanyRole(r))).toEqual([false, true, true, false, false, false]);
    expect(roles.map((r) => isStaff(r))).toEqual([false, false, false, true, true, false]);
  });
});
