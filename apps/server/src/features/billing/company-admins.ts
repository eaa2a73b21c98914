import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, users } from '../../db/schema';

/** The company's team admins: they buy, get the invoices and the trial and plan notices. */
export async function companyAdmins(db: Database, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
    .orderBy(companyMembers.createdAt);
}
