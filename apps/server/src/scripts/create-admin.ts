import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { EmailSchema, NameSchema, PasswordSchema } from '@azubi/shared/auth/schemas';
import { translate } from '@azubi/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { createUser } from '../db/factories';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';

/** The roles this script creates: the platform's staff. */
const StaffRoleSchema = z.enum(['admin', 'moderator']);

/**
 * `npm run create-admin -- email [--name "Full Name"] [--password "…"]`
 * Makes an existing account an admin, or creates one. Without --password a strong password is
 * generated and printed once; it never reaches a log.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const emailResult = EmailSchema.safeParse(positionals[0] ?? '');
if (!emailResult.success)
  fail(
    `Usage: npm run create-admin -- email [--name "Full Name"] [--password "…"] [--role admin|moderator]\n${translate('en', emailResult.error.issues[0]?.message ?? 'auth.emailInvalid')}`,
  );
const email = emailResult.data.toLowerCase();
const roleResult = StaffRoleSchema.safeParse(values.role);
const role = roleResult.success ? roleResult.data : fail('--role must be admin or moderator');

const config = loadConfig();
const database = await connectDatabase(config.database);
try {
  await runMigrations(database);
  const db = database.db;
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await db
      .update(users)
      .set({ role })
      .where(sql`${users.id} = ${existing.id}`);
    console.log(`${email} is now ${role}.`);
  } else {
    const name = NameSchema.safeParse(values.name ?? 'Administrator');
    if (!name.success) fail(translate('en', name.error.issues[0]?.message ?? 'auth.nameLetters'));
    const generated = values.password === undefined;
    const password = values.password ?? `${randomBytes(12).toString('base64url')}A7`;
    const checked = PasswordSchema.safeParse(password);
    if (!checked.success) fail(translate('en', checked.error.issues[0]?.message ?? 'auth.passwordTooShort'));
    await createUser(db, { email, name: name.data, role, emailVerified: true, password });
    console.log(`Created ${role} ${email}.`);
    if (generated) console.log(`Password (shown once, change it after signing in): ${password}`);
  }
} finally {
  await database.close();
}
