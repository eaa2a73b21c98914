import { afterEach, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { seedDemoData } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/site/stats', () => {
  it('claims nothing for the demo’s handful of listings, companies and profiles', async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/site/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({ listings: null, profiles: null, companies: null });
  });

  it('counts active listings, approved profiles and verified companies, rounded down', async () => {
    t = await createTestApp();
    const verified = [];
    for (let i = 0; i < 12; i++) verified.push(await f.createCompany(t.db, { verificationStatus: 'verified' }));
    const pending = await f.createCompany(t.db, { verificationStatus: 'pending' });
    for (let i = 0; i < 57; i++) await f.createListing(t.db, { companyId: verified[i % 12]!.id });
    for (let i = 0; i < 30; i++) await f.createListing(t.db, { companyId: pending.id, isActive: false });
    for (let i = 0; i < 63; i++) await f.createCandidate(t.db);
    for (let i = 0; i < 40; i++) await f.createCandidate(t.db, { profile: { approvalStatus: 'pending' } });

    const res = await t.app.inject({ method: 'GET', url: '/api/site/stats' });
    expect(res.json()).toEqual({ listings: 50, profiles: 60, companies: 10 });
  });
});
