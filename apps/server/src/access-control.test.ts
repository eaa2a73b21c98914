import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from './db/factories';
import { TestAgent } from './testing/test-agent';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from './testing/test-app';

/**
 * The access-control matrix: every route the app registers, called by every role. A route
 * without a row here fails the first test, so each new endpoint must state who may call it.
 *
 * access:
 * - public: every role gets the same answer as an anonymous caller, and it is not 401/403;
 * - signed-in: anonymous callers get 401, every signed-in role gets through (< 400);
 * - candidate: anonymous 401, candidates through, every other role 403;
 * - company: anonymous 401, the employer and their team member through, every other role 403;
 * - employer: anonymous 401, only the employer role through (onboarding), every other role 403;
 * - invited: anonymous 401; none of the callers is the invited person, so all get 403.
 * Someone else's data (another company's listing, another user's application or notification)
 * is covered in each feature's own tests.
 */
type Role = 'anonymous' | 'azubi' | 'employer' | 'team_member' | 'moderator' | 'admin';
const ROLES: Role[] = ['anonymous', 'azubi', 'employer', 'team_member', 'moderator', 'admin'];
type Access = 'public' | 'signed-in' | 'candidate' | 'company' | 'employer' | 'invited';
type Request = { url?: string; payload?: unknown };
type Row = { method: string; url: string; access: Access; request?: Request | ((role: Role) => Promise<Request>) };

let t: TestApp;
const agents = {} as Record<Role, TestAgent>;
const userIds = {} as Record<Role, string>;
let companyId = '';
let invitationToken = '';

const fsjListing = {
  title: 'FSJ im Sportverein',
  description: 'Ein Jahr Training, Turniere und Jugendarbeit in unserem Verein.',
  programType: 'fsj',
  category: 'other',
  germanLevelRequired: 'A2',
  location: 'Leipzig',
  monthlyAllowance: 400,
  sector: 'sports',
};
const newListing = () => f.createListing(t.db, { companyId });
const newApplication = async () => {
  const { user } = await f.createCandidate(t.db, { user: { email: `c-${crypto.randomUUID()}@example.org` } });
  return f.createApplication(t.db, { listingId: (await newListing()).id, candidateId: user.id });
};

const MATRIX: Row[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'GET', url: '/api/auth/csrf', access: 'public' },
  { method: 'POST', url: '/api/auth/sign-up', access: 'public', request: { payload: { email: 'x' } } },
  { method: 'POST', url: '/api/auth/sign-in', access: 'public', request: { payload: { email: 'x', password: '' } } },
  { method: 'POST', url: '/api/auth/forgot-password', access: 'public', request: { payload: { email: 'x' } } },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    request: { payload: { token: 'x', password: 'Valid1Password' } },
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    access: 'public',
    request: { payload: { token: crypto.randomUUID() } },
  },
  { method: 'POST', url: '/api/auth/resend-verification', access: 'signed-in', request: { payload: {} } },
  {
    method: 'GET',
    url: '/api/auth/invitations/:token',
    access: 'public',
    request: { url: `/api/auth/invitations/${crypto.randomUUID()}` },
  },
  {
    method: 'POST',
    url: '/api/auth/invitations/:token/accept',
    access: 'invited',
    request: async () => ({ url: `/api/auth/invitations/${invitationToken}/accept` }),
  },
  { method: 'GET', url: '/api/me', access: 'signed-in' },
  { method: 'GET', url: '/api/listings', access: 'public' },
  {
    method: 'GET',
    url: '/api/listings/:id',
    access: 'public',
    request: async () => ({ url: `/api/listings/${(await newListing()).id}` }),
  },
  { method: 'GET', url: '/api/employer/listings', access: 'company' },
  { method: 'POST', url: '/api/employer/listings', access: 'company', request: { payload: fsjListing } },
  {
    method: 'PUT',
    url: '/api/employer/listings/:id',
    access: 'company',
    request: async () => ({ url: `/api/employer/listings/${(await newListing()).id}`, payload: fsjListing }),
  },
  {
    method: 'POST',
    url: '/api/employer/listings/:id/active',
    access: 'company',
    request: async () => ({
      url: `/api/employer/listings/${(await newListing()).id}/active`,
      payload: { isActive: false },
    }),
  },
  {
    method: 'POST',
    url: '/api/employer/onboarding',
    access: 'employer',
    request: { payload: { companyName: 'Matrix GmbH', industry: 'Tests', location: 'Berlin' } },
  },
  { method: 'GET', url: '/api/employer/company', access: 'company' },
  {
    method: 'POST',
    url: '/api/listings/:id/applications',
    access: 'candidate',
    request: async () => ({
      url: `/api/listings/${(await newListing()).id}/applications`,
      payload: { coverLetter: 'Hallo' },
    }),
  },
  { method: 'GET', url: '/api/my/applications', access: 'candidate' },
  {
    method: 'POST',
    url: '/api/my/applications/:id/withdraw',
    access: 'candidate',
    request: async (role) => {
      const listing = await newListing();
      const candidateId =
        role === 'azubi'
          ? userIds.azubi
          : (await f.createCandidate(t.db, { user: { email: `w-${crypto.randomUUID()}@example.org` } })).user.id;
      return {
        url: `/api/my/applications/${(await f.createApplication(t.db, { listingId: listing.id, candidateId })).id}/withdraw`,
      };
    },
  },
  { method: 'GET', url: '/api/employer/applications', access: 'company' },
  {
    method: 'POST',
    url: '/api/employer/applications/:id/status',
    access: 'company',
    request: async () => ({
      url: `/api/employer/applications/${(await newApplication()).id}/status`,
      payload: { status: 'reviewing' },
    }),
  },
  {
    method: 'GET',
    url: '/api/employer/candidates/:id',
    access: 'company',
    request: async () => ({ url: `/api/employer/candidates/${(await newApplication()).candidateId}` }),
  },
  { method: 'GET', url: '/api/notifications', access: 'signed-in' },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    access: 'signed-in',
    request: async (role) => ({
      url: `/api/notifications/${role === 'anonymous' ? crypto.randomUUID() : (await f.createNotification(t.db, { userId: userIds[role] })).id}/read`,
    }),
  },
  { method: 'POST', url: '/api/notifications/read-all', access: 'signed-in' },
  { method: 'GET', url: '/api/notification-settings', access: 'signed-in' },
  {
    method: 'PUT',
    url: '/api/notification-settings',
    access: 'signed-in',
    request: { payload: { preferences: [{ type: 'match_found', inApp: true, email: false }] } },
  },
  { method: 'GET', url: '/api/site/imprint', access: 'public' },
  { method: 'GET', url: '/api/blog/posts', access: 'public', request: { url: '/api/blog/posts?locale=en' } },
  {
    method: 'GET',
    url: '/api/blog/posts/:locale/:slug',
    access: 'public',
    request: { url: '/api/blog/posts/en/no-such-post' },
  },
  { method: 'GET', url: '/robots.txt', access: 'public' },
  { method: 'GET', url: '/sitemap.xml', access: 'public' },
  // Last: it ends the callers' sessions.
  { method: 'POST', url: '/api/auth/sign-out', access: 'public' },
];

/** Routes that are not part of the product API: documentation and the development outbox (absent in production, tested below). */
const EXEMPT = [/^\/api\/docs/, /^\/api\/dev\//, /^\/\*$/];

const THROUGH: Record<Exclude<Access, 'public' | 'signed-in' | 'invited'>, Role[]> = {
  candidate: ['azubi'],
  company: ['employer', 'team_member'],
  employer: ['employer'],
};

beforeAll(async () => {
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST });
  const employer = await f.createEmployer(t.db);
  companyId = employer.company.id;
  for (const role of ROLES) {
    agents[role] = new TestAgent(t.app);
    if (role === 'anonymous') continue;
    const user =
      role === 'employer'
        ? employer.user
        : role === 'azubi'
          ? (await f.createCandidate(t.db)).user
          : await f.createUser(t.db, { role, email: `${role}-${Date.now()}@example.org` });
    if (role === 'team_member') await f.addCompanyMember(t.db, { companyId, userId: user.id, role: 'member' });
    userIds[role] = user.id;
    const res = await agents[role].post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(res.statusCode, role).toBe(200);
  }
  // An invitation for someone who is none of the callers above.
  const other = await f.createEmployer(t.db);
  invitationToken = (
    await f.createTeamInvitation(t.db, { companyId: other.company.id, email: 'someone-else@example.org' })
  ).token;
});
afterAll(() => t.close());

describe('access-control matrix', () => {
  it('has a row for every route the app registers', () => {
    const registered = t.app.routeTable
      .filter((r) => !EXEMPT.some((re) => re.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(MATRIX.map((r) => `${r.method} ${r.url}`));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !registered.includes(r))).toEqual([]);
  });

  for (const row of MATRIX) {
    describe(`${row.method} ${row.url} (${row.access})`, () => {
      for (const role of ROLES) {
        it(role, async () => {
          const send = async () => {
            const request = typeof row.request === 'function' ? await row.request(role) : (row.request ?? {});
            return agents[role].request({
              method: row.method as 'GET',
              url: request.url ?? row.url,
              payload: request.payload as object | undefined,
            });
          };
          const res = await send();
          if (row.access === 'public') {
            expect([401, 403]).not.toContain(res.statusCode);
            const request = typeof row.request === 'function' ? await row.request('anonymous') : (row.request ?? {});
            const anonymous = await agents.anonymous.request({
              method: row.method as 'GET',
              url: request.url ?? row.url,
              payload: request.payload as object | undefined,
            });
            expect(res.statusCode).toBe(anonymous.statusCode);
          } else if (role === 'anonymous') {
            expect(res.statusCode).toBe(401);
            expect(res.json().error.code).toBe('UNAUTHENTICATED');
          } else if (row.access === 'signed-in') {
            expect(res.statusCode, res.body).toBeLessThan(400);
          } else if (row.access === 'invited') {
            expect(res.statusCode).toBe(403);
          } else if (THROUGH[row.access].includes(role)) {
            expect(res.statusCode, res.body).toBeLessThan(400);
          } else {
            expect(res.statusCode, res.body).toBe(403);
          }
        });
      }
    });
  }
});

describe('development-only routes', () => {
  it('the mail outbox exists in development and not in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(200);
    const prod = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('the outbox lists mail written without SMTP, links clickable', async () => {
    const res = await new TestAgent(t.app).post('/api/auth/sign-up', {
      email: 'outbox@example.org',
      password: 'Sunflower7Field',
      fullName: 'Otto Outbox',
      role: 'azubi',
    });
    expect(res.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(page.body).toContain('Please verify your email address');
    expect(page.body).toMatch(/<a href="https:\/\/azubi\.test\/auth-callback\?token=[0-9a-f-]{36}">/);
  });
});
