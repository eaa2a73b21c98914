import type { UserRole } from '@azubi/shared/auth/schemas';
import type { MessageKey } from '@azubi/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { companyMembers } from '../db/schema';
import type { Auth } from '../platform/session/auth-instance';
import { getActor, type Actor } from '../platform/session/session';
import { AppError } from './app-error';

/**
 * Who may call a route, declared on the route (`config: { access }`, ADR 0029) and enforced here,
 * in one hook, before the handler runs. The words are the access-control matrix's
 * (`access-control.test.ts`), which reads them from the routes:
 * - public: anyone, signed in or not;
 * - signed-in: any signed-in account (401 otherwise);
 * - candidate: candidates (role azubi);
 * - company: the employer and the team members of a company (the membership is put on the request);
 * - employer: the employer role only (onboarding, before a company exists);
 * - team-admin: a team admin of the company; members get 403 as well;
 * - invited: any signed-in account; the handler checks that it is the invited person;
 * - moderator: moderators and admins;
 * - admin: admins only.
 * Ownership (this application, this conversation) is checked where the data is, by each resource's
 * own access helper.
 */
export const ACCESS_LEVELS = [
  'public',
  'signed-in',
  'candidate',
  'company',
  'employer',
  'team-admin',
  'invited',
  'moderator',
  'admin',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

type Key = MessageKey | (string & {});

/** A route's declaration: `{ config: { access: 'company' } }`, with the feature's own 403 wording when it has one. */
export type AccessConfig = {
  access: Access;
  /** The 403 message for callers of another role (each level has a default, `DENIED`). */
  denied?: Key;
  /** team-admin: the 403 message for a team member who is not an admin (default `team.adminsOnly`). */
  deniedMember?: Key;
};

/** The roles each restricted level lets through. */
export const ROLES_OF: Record<Exclude<Access, 'public' | 'signed-in' | 'invited'>, readonly UserRole[]> = {
  candidate: ['azubi'],
  company: ['employer', 'team_member'],
  employer: ['employer'],
  'team-admin': ['employer', 'team_member'],
  moderator: ['moderator', 'admin'],
  admin: ['admin'],
};

const DENIED: Record<keyof typeof ROLES_OF, Key> = {
  candidate: 'profile.candidatesOnly',
  company: 'companies.employersOnly',
  employer: 'companies.employersOnly',
  'team-admin': 'companies.employersOnly',
  moderator: 'moderation.moderatorsOnly',
  admin: 'adminUsers.adminsOnly',
};

export type CompanyMembership = { companyId: string; teamRole: 'admin' | 'member' };

/** "Employer or team member": the roles that work for a company (spec §6). */
export const isCompanyRole = (role: UserRole | null | undefined): boolean =>
  role === 'employer' || role === 'team_member';

/** "Moderator or admin": the platform's staff (docs/decisions/README.md). */
export const isStaff = (role: UserRole | null | undefined): boolean => role === 'moderator' || role === 'admin';

/** A candidate (role azubi). */
export const isCandidate = (role: UserRole | null | undefined): boolean => role === 'azubi';

/** A platform admin (not moderators). */
export const isAdmin = (role: UserRole | null | undefined): boolean => role === 'admin';

/** The employer role (the account that signs a company up; team members are invited). */
export const isEmployer = (role: UserRole | null | undefined): boolean => role === 'employer';

/** A team admin of their company (spec §6: manages the team and the company profile), not a member. */
export const isTeamAdmin = (teamRole: CompanyMembership['teamRole']): boolean => teamRole === 'admin';

/** The caller has one of the level's roles, or a 403 with `denied` (the level's default wording otherwise). */
export function requireAccess(actor: Actor, access: keyof typeof ROLES_OF, denied?: Key): void {
  if (!actor.role || !ROLES_OF[access].includes(actor.role)) throw AppError.forbidden(denied ?? DENIED[access]);
}

/** The company the signed-in account works for, or 404 `companies.notFound`. */
export async function findMembership(db: Database, actor: Actor): Promise<CompanyMembership> {
  const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.userId, actor.userId)).limit(1);
  if (!membership) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  return { companyId: membership.companyId, teamRole: membership.role };
}

/** A route's declaration, or undefined when it has none. */
export function accessOf(route: Pick<RouteOptions, 'config'>): AccessConfig | undefined {
  const config = route.config as { access?: Access; denied?: Key; deniedMember?: Key } | undefined;
  return config?.access ? (config as AccessConfig) : undefined;
}

/**
 * Routes that are not ours to declare: the API documentation (@fastify/swagger-ui) and the web
 * app's files (@fastify/static).
 */
const UNDECLARED = [/^\/api\/docs(\/|$)/];
const isUndeclared = (url: string) => UNDECLARED.some((re) => re.test(url));

/**
 * Checks every route's declaration as it is added (a route without one stops the start-up,
 * named by method and path) and enforces it before each handler: 401 without a session, 403 for
 * another role, and for company routes the membership (404 without a company). The actor (and
 * membership) are then on the request.
 */
export function installAccess(app: FastifyInstance, auth: () => Auth, db: () => Database): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('membership', null);
  app.addHook('onRoute', (route) => {
    if (isUndeclared(route.url) || route.url === '/*') return;
    const declared = accessOf(route);
    const methods = [route.method].flat().join(',');
    if (!declared)
      throw new Error(
        `${methods} ${route.url} declares no access: add config: { access: ${ACCESS_LEVELS.map((a) => `'${a}'`).join(' | ')} } (ADR 0029)`,
      );
    if (!ACCESS_LEVELS.includes(declared.access))
      throw new Error(`${methods} ${route.url} declares an unknown access '${declared.access}'`);
    if (declared.access === 'public') return;
    const enforce = async (request: FastifyRequest) => {
      await enforceAccess(request, declared, auth(), db());
    };
    route.preHandler = [enforce, ...[route.preHandler ?? []].flat()];
  });
}

async function enforceAccess(request: FastifyRequest, declared: AccessConfig, auth: Auth, db: Database) {
  const actor = await getActor(auth, request);
  if (!actor) throw AppError.unauthenticated();
  request.actor = actor;
  const { access } = declared;
  if (access === 'signed-in' || access === 'invited' || access === 'public') return;
  requireAccess(actor, access, declared.denied);
  if (access === 'company' || access === 'team-admin') {
    const membership = await findMembership(db, actor);
    if (access === 'team-admin' && membership.teamRole !== 'admin')
      throw AppError.forbidden(declared.deniedMember ?? 'team.adminsOnly');
    request.membership = membership;
  }
}

/**
 * The signed-in caller of this route, as the access hook put it on the request. Handlers take it
 * from here instead of looking the session up again. A route declared `public` has none: asking
 * for it there is a programming error, answered with a 500 (the error handler logs it).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor)
    throw new Error(
      `${request.method} ${request.routeOptions.url}: no actor on the request (is the route declared public?)`,
    );
  return request.actor;
}

/** A signed-in candidate: what a `candidate` declaration lets through (role azubi). */
export type Candidate = Actor & { role: 'azubi' };

/**
 * The signed-in candidate calling a `candidate` route (the access hook checked the role). Use cases
 * take this type and compare no roles; any other declaration here is a programming error (500).
 */
export function candidateOf(request: FastifyRequest): Candidate {
  const actor = actorOf(request);
  if (!isCandidate(actor.role))
    throw new Error(
      `${request.method} ${request.routeOptions.url}: the caller is not a candidate (declare access 'candidate')`,
    );
  return actor as Candidate;
}

/**
 * The caller's company membership on a `company` or `team-admin` route (the access hook looked it
 * up and checked the team role); any other declaration has none, a programming error (500).
 */
export function membershipOf(request: FastifyRequest): CompanyMembership {
  if (!request.membership)
    throw new Error(
      `${request.method} ${request.routeOptions.url}: no membership on the request (declare access 'company' or 'team-admin')`,
    );
  return request.membership;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller of a route that is not public (set by the access hook). */
    actor: Actor | null;
    /** The caller's company, on `company` and `team-admin` routes (set by the access hook). */
    membership: CompanyMembership | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    denied?: Key;
    deniedMember?: Key;
  }
}

/** The session cookie, as the OpenAPI document names it (better-auth, cookie prefix `azubi`). */
export const SESSION_SECURITY_SCHEME = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'azubi.session_token',
    description: 'The session cookie set by POST /api/auth/sign-in (httpOnly; `__Secure-` prefixed over https).',
  },
} as const;

/**
 * What the OpenAPI document says of a route beyond its schemas (issue 34.6): its `security` from
 * the access declaration (the session cookie; public routes none). The `operationId` (the use
 * case's name) and the `summary` are the route's own (`schema.operationId`, `schema.summary`);
 * `openapi.test.ts` fails on a missing, duplicate or path-derived one.
 */
export function openApiOperation(route: { config?: unknown }) {
  const access = accessOf(route as Pick<RouteOptions, 'config'>)?.access;
  return { security: access === 'public' ? [] : [{ session: [] }] };
}
