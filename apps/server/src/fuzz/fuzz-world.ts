import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as f from '../db/factories';
import {
  audioIntroductions,
  audioReports,
  candidateDocuments,
  candidateProfiles,
  users as userRows,
} from '../db/schema';
import { saveFile } from '../platform/files/stored-files';
import * as media from '../testing/fixtures/media';
import { TestAgent } from '../testing/test-agent';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Known } from './json-schema-arbitrary';

export type Role = 'anonymous' | 'azubi' | 'employer' | 'team_member' | 'moderator' | 'admin';
export const ROLES: Role[] = ['anonymous', 'azubi', 'employer', 'team_member', 'moderator', 'admin'];

/** A signed-in browser as the fuzz uses it: cookies and the CSRF token, never changed by a fuzzed answer. */
export type Session = { role: Role; email: string | null; cookies: Record<string, string>; csrf: string };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MAX_PER_KEY = 300;

/**
 * Values the app has shown or the world was seeded with, by field name (lower case): ids, tokens,
 * slugs, e-mail addresses, the demo password. Generated inputs name them through Known markers,
 * so the fuzz reaches rows that exist and not only "not found".
 */
export class ValuePool {
  private readonly values = new Map<string, string[]>();

  add(key: string, value: string): void {
    const list = this.values.get(key) ?? [];
    if (list.includes(value)) return;
    if (list.length >= MAX_PER_KEY) list.splice(Math.floor(list.length / 2), 1);
    list.push(value);
    this.values.set(key, list);
  }

  pick = (marker: Known): unknown => {
    const list = this.values.get(marker.key);
    return list && list.length > 0 ? list[marker.index % list.length] : marker.fallback;
  };

  /** A picker that never picks one of `avoid` (the fallback when nothing else is known). */
  pickAvoiding(avoid: ReadonlySet<string>): (marker: Known) => unknown {
    return (marker) => {
      const list = (this.values.get(marker.key) ?? []).filter((value) => !avoid.has(value));
      return list.length > 0 ? list[marker.index % list.length] : marker.fallback;
    };
  }

  /** Keeps the strings of a JSON answer under their field names, and every uuid in it as an id. */
  harvest(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (key && value.length <= 200) this.add(key.toLowerCase(), value);
      for (const id of value.match(UUID) ?? []) this.add('id', id.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.harvest(v, k);
    }
  }
}

export type FuzzWorld = {
  t: TestApp;
  pool: ValuePool;
  session(role: Role): Session;
  /** Signs the role in again (a new account when its own was deleted, its suspension lifted). */
  renew(role: Role): Promise<void>;
  /**
   * The accounts behind the signed-in roles, except the admin's own: what an admin's action on an
   * account (suspend, role, delete) must not target, or it ends a session the world depends on.
   */
  ownAccounts(): ReadonlySet<string>;
  /** Whether each role's session still belongs to a user of that role. */
  sessionsIntact(): Promise<Role[]>;
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The app on a fresh database with a small world in it: a company with listings and a team, a
 * candidate with an application, documents, audio and notifications, a pending candidate, an audio
 * report, blog posts, an invitation; and one signed-in session per role.
 */
export async function createFuzzWorld(
  options: { register?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<FuzzWorld> {
  const t = await createTestApp({ register: options.register });
  const { db } = t;
  const pool = new ValuePool();
  const unique = () => crypto.randomUUID().slice(0, 8);

  const employer = await f.createEmployer(t.db);
  const companyId = employer.company.id;
  let teamCompanyId = companyId;
  const listings = [
    await f.createListing(db, { companyId }),
    await f.createListing(db, { companyId, programType: 'fsj' }),
    await f.createListing(db, { companyId, isActive: false }),
  ];
  const storeFile = (
    ownerId: string,
    kind: 'other_document' | 'german_certificate' | 'audio_intro',
    bytes: Buffer,
    mimeType: string,
  ) => saveFile({ db, storage: t.app.storage }, { ownerId, kind, bytes, mimeType, originalName: `fuzz.${kind}` });
  const giveAudio = async (candidateId: string) => {
    const file = await storeFile(candidateId, 'audio_intro', media.webmOpus(35), 'audio/webm');
    await db.insert(audioIntroductions).values({
      candidateId,
      fileId: file.id,
      durationSeconds: 35,
      consentAt: new Date(),
      expiresAt: new Date(Date.now() + 300 * 24 * 3_600_000),
    });
  };
  /** A listing that still exists (the employer's account deletion takes its company's listings along). */
  let applyTo = listings[0]!.id;
  const listingToApplyTo = async () => {
    const [row] = (
      (await db.execute(sql`select id from listings where id = ${applyTo}`)) as unknown as { rows: unknown[] }
    ).rows;
    if (!row) {
      const owner = await f.createEmployer(db, { user: { email: `fuzz-owner-${unique()}@example.org` } });
      applyTo = (await f.createListing(db, { companyId: owner.company.id })).id;
    }
    return applyTo;
  };
  const newCandidate = async () => {
    const { user } = await f.createCandidate(db, { user: { email: `fuzz-azubi-${unique()}@example.org` } });
    const document = await storeFile(user.id, 'other_document', media.pdf(), 'application/pdf');
    await db.insert(candidateDocuments).values({ candidateId: user.id, fileId: document.id });
    const certificate = await storeFile(user.id, 'german_certificate', media.pdf(), 'application/pdf');
    await db
      .update(candidateProfiles)
      .set({ germanCertificateFileId: certificate.id, germanCertificateType: 'goethe', germanCertificateLevel: 'B2' })
      .where(sql`${candidateProfiles.userId} = ${user.id}`);
    await giveAudio(user.id);
    const application = await f.createApplication(db, { listingId: await listingToApplyTo(), candidateId: user.id });
    await f.createNotification(db, { userId: user.id, data: { applicationId: application.id } });
    return user;
  };
  const newUser = async (role: Role) => {
    const email = `fuzz-${role}-${unique()}@example.org`;
    switch (role) {
      case 'azubi':
        return newCandidate();
      case 'employer':
        return (await f.createEmployer(db, { user: { email } })).user;
      case 'team_member': {
        // The team member joins the employer's company; when it was deleted with its last admin, a new one.
        const [company] = (
          (await db.execute(sql`select id from companies where id = ${teamCompanyId}`)) as unknown as {
            rows: unknown[];
          }
        ).rows;
        if (!company)
          teamCompanyId = (await f.createEmployer(db, { user: { email: `fuzz-owner-${unique()}@example.org` } }))
            .company.id;
        const user = await f.createUser(db, { role: 'team_member', email });
        await f.addCompanyMember(db, { companyId: teamCompanyId, userId: user.id, role: 'member' });
        return user;
      }
      default:
        return f.createUser(db, { role: role as 'moderator' | 'admin', email });
    }
  };

  // Others' data for the roles to reach: candidates who applied, one pending review, a report.
  const applicant = await newCandidate();
  await f.createNotification(db, { userId: employer.user.id });
  const pending = await f.createCandidate(db, {
    user: { email: `fuzz-pending-${unique()}@example.org` },
    profile: { approvalStatus: 'pending', autoApproved: false, certificateType: 'other' },
  });
  const [report] = await db
    .insert(audioReports)
    .values({
      candidateId: applicant.id,
      reporterId: employer.user.id,
      reason: 'spam',
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const invitation = await f.createTeamInvitation(db, { companyId, email: `fuzz-invitee-${unique()}@example.org` });
  const posts = [
    await f.createBlogPost(db, { locale: 'en', slug: 'first-week-in-germany' }),
    await f.createBlogPost(db, { locale: 'de', slug: 'erste-woche-in-deutschland' }),
  ];

  for (const listing of listings) pool.add('id', listing.id);
  for (const id of [applicant.id, pending.user.id, report!.id, companyId, employer.user.id]) pool.add('id', id);
  pool.add('candidateid', applicant.id);
  pool.add('candidateid', pending.user.id);
  pool.add('token', invitation.token);
  pool.add('invitationtoken', invitation.token);
  pool.add('password', f.DEFAULT_PASSWORD);
  for (const post of posts) pool.add('slug', post.slug);

  const sessions = new Map<Role, Session>();
  const users = new Map<Role, { id: string; email: string }>();
  const signIn = async (role: Role) => {
    const agent = new TestAgent(t.app);
    const user = users.get(role);
    if (user) {
      const res = await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
      if (res.statusCode !== 200) throw new Error(`fuzz: ${role} could not sign in: ${res.statusCode} ${res.body}`);
    }
    const token = (await agent.get('/api/auth/csrf')).json<{ token: string }>().token;
    const cookies = Object.fromEntries(agent.cookieNames.map((name) => [name, agent.cookie(name)!]));
    sessions.set(role, { role, email: user?.email ?? null, cookies, csrf: token });
  };
  const resetRateLimits = async () => {
    await db.execute(sql`delete from rate_limits`);
  };

  for (const role of ROLES) {
    if (role !== 'anonymous') {
      const user = role === 'employer' ? employer.user : await newUser(role);
      users.set(role, { id: user.id, email: user.email });
      pool.add('email', user.email);
    }
    await signIn(role);
  }

  const me = async (role: Role) => {
    const session = sessions.get(role)!;
    const res = await t.app.inject({ method: 'GET', url: '/api/me', cookies: session.cookies });
    return res;
  };

  return {
    t,
    pool,
    session: (role) => sessions.get(role)!,
    async renew(role) {
      await resetRateLimits();
      const user = users.get(role);
      if (user) {
        const [row] = (
          (await db.execute(sql`select id from users where id = ${user.id}`)) as unknown as { rows: unknown[] }
        ).rows;
        if (!row) {
          const fresh = await newUser(role);
          users.set(role, { id: fresh.id, email: fresh.email });
        } else {
          // A suspended account cannot sign in again; the world takes it back as it was.
          await db
            .update(userRows)
            .set({ banned: false, banReason: null, banExpires: null })
            .where(eq(userRows.id, user.id));
        }
      }
      await signIn(role);
    },
    ownAccounts: () => new Set([...users].filter(([role]) => role !== 'admin').map(([, user]) => user.id)),
    async sessionsIntact() {
      const lost: Role[] = [];
      for (const role of ROLES) {
        const res = await me(role);
        const ok =
          role === 'anonymous'
            ? res.statusCode === 401
            : res.statusCode === 200 && res.json<{ user: { role: string } }>().user.role === role;
        if (!ok) lost.push(role);
      }
      return lost;
    },
    resetRateLimits,
    close: () => t.close(),
  };
}
