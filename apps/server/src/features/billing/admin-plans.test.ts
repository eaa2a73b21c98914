import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { plans as plansTable } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let plans: Awaited<ReturnType<typeof f.ensureDefaultPlans>>;

beforeAll(async () => {
  t = await createTestApp();
  plans = await f.ensureDefaultPlans(t.db);
});
afterAll(async () => t.close());

async function signInAdmin(lang: 'en' | 'de') {
  const admin = await f.createUser(t.db, { role: 'admin', email: `plans-${lang}-${Date.now()}@azubi.test` });
  return signIn(t, admin, { lang });
}

describe('PUT /api/admin/plans/:id (issue 27, defect 8)', () => {
  it('refuses a body that changes nothing with 400 and a message (en, de), the plan unchanged', async () => {
    const plan = plans.find((p) => p.code === 'monthly')!;
    const [before] = await t.db.select().from(plansTable).where(eq(plansTable.id, plan.id));
    for (const [lang, message] of [
      ['en', 'Change at least one field of the plan before saving.'],
      ['de', 'Ändere vor dem Speichern mindestens ein Feld des Tarifs.'],
    ] as const) {
      const agent = await signInAdmin(lang);
      for (const payload of [{}, { nameEn: undefined }]) {
        const res = await agent.request({ method: 'PUT', url: `/api/admin/plans/${plan.id}`, payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
        expect(Object.values(res.json().error.fields)).toContain(message);
      }
    }
    const [after] = await t.db.select().from(plansTable).where(eq(plansTable.id, plan.id));
    expect(after).toEqual(before);
  });
});
