import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserList,
  type AdminUserListQuerySchema,
  type AdminUserState,
} from '@azubi/shared/admin/admin-users';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Suspended wins over pending deletion, which wins over unverified. */
export function stateOf(user: Pick<UserRow, 'banned' | 'deletionWarnedAt' | 'emailVerified'>): AdminUserState {
  if (user.banned) return 'suspended';
  if (user.deletionWarnedAt) return 'pending_deletion';
  if (!user.emailVerified) return 'unverified';
  return 'active';
}

function stateCondition(state: AdminUserState): SQL {
  switch (state) {
    case 'suspended':
      return eq(users.banned, true);
    case 'pending_deletion':
      return and(eq(users.banned, false), isNotNull(users.deletionWarnedAt))!;
    case 'unverified':
      return and(eq(users.banned, false), isNull(users.deletionWarnedAt), eq(users.emailVerified, false))!;
    case 'active':
      return and(eq(users.banned, false), isNull(users.deletionWarnedAt), eq(users.emailVerified, true))!;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toSummary(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    state: stateOf(user),
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
    isDemo: user.isDemo,
  };
}

/** `GET /api/admin/users`: search, filters, sort and paging on the server. */
export async function listUsers(
  db: Database,
  query: z.output<typeof AdminUserListQuerySchema>,
): Promise<AdminUserList> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.role !== 'all') conditions.push(eq(users.role, query.role));
  if (query.state !== 'all') conditions.push(stateCondition(query.state));
  if (query.from) conditions.push(gte(users.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(users.createdAt, sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    query.sort === 'oldest'
      ? [asc(users.createdAt), asc(users.id)]
      : query.sort === 'name'
        ? [asc(sql`lower(${users.name})`), asc(users.id)]
        : query.sort === 'last_active'
          ? [sql`${users.lastActiveAt} desc nulls last`, asc(users.id)]
          : [desc(users.createdAt), asc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}
