import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import {
  analyticsEvents,
  applications,
  listings,
  listingSearchWords,
  mailOutbox,
  placements,
  teamInvitations,
  users,
  verifications,
} from '../db/schema';
import { openPlacement } from '../features/placements/open-placement';
import { signIn } from '../testing/sign-in';
import { createTestApp, jobDeps, type TestApp } from '../testing/test-app';
import { runRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search words of listings that are gone', () => {
  it('are pruned by the retention run; words still in use stay', async () => {
    const { company } = await f.createEmployer(t.db);
    const gone = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Quarzsand' });
    await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Zuckerbäckerin Mandelkern' });
    const words = async () =>
      (
        await t.db
          .select()
          .from(listingSearchWords)
          .where(sql`word in ('quarzsand', 'mandelkern', 'zuckerbackerin')`)
      )
        .map((row) => row.word)
        .sort();
    const before = await words();
    expect(before).toContain('quarzsand');
    await t.db.delete(listings).where(eq(listings.id, gone.id));
    const result = await runRetention(jobDeps(t));
    expect(result.searchWords).toBeGreaterThanOrEqual(1);
    const after = await words();
    expect(after).not.toContain('quarzsand');
    expect(after).toContain('mandelkern');
    expect(after).toEqual(before.filter((word) => word !== 'quarzsand'));
  });
});

describe('the rules of issue 19 (controllable clock: the run is given its "now")', () => {
  const DAY = 86_400_000;
  const later = (days: number) => new Date(Date.now() + days * DAY);

  it('warns an account inactive for 2 years less 30 days once, in its language; deletes it 30 days later; a sign-in keeps it', async () => {
    const stamp = crypto.randomUUID().slice(0, 8);
    const { user: quiet } = await f.createCandidate(t.db, {
      user: { email: `quiet-${stamp}@example.org`, locale: 'de' },
    });
    const { user: back } = await f.createCandidate(t.db, { user: { email: `back-${stamp}@example.org` } });
    const mails = async (to: string) => (await t.db.select().from(mailOutbox)).filter((m) => m.to === to);

    // 699 days on: nothing yet.
    await runRetention(jobDeps(t), later(699));
    expect(await mails(quiet.email)).toHaveLength(0);
    // 701 days on: warned once, in German, with the day of deletion.
    const first = await runRetention(jobDeps(t), later(701));
    expect(first.warnedAccounts).toBeGreaterThanOrEqual(2);
    await runRetention(jobDeps(t), later(702));
    const warning = await mails(quiet.email);
    expect(warning).toHaveLength(1);
    expect(warning[0]?.subject).toBe('Dein Konto bei Azubi Connect wird bald gelöscht');
    // The other signs in: the warning is cancelled.
    await signIn(t, back);
    const [afterSignIn] = await t.db.select().from(users).where(eq(users.id, back.id));
    expect(afterSignIn?.deletionWarnedAt).toBeNull();
    // 29 days after the warning: still there. 31 days after: the quiet one is gone, the other stays.
    await runRetention(jobDeps(t), later(701 + 29));
    expect(await t.db.select().from(users).where(eq(users.id, quiet.id))).toHaveLength(1);
    const result = await runRetention(jobDeps(t), later(701 + 31));
    expect(result.deletedAccounts).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.id, quiet.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, back.id))).toHaveLength(1);
  });

  it('deletes applications 1 year after they closed (with their placement), keeps open ones and active placements', async () => {
    const { company } = await f.createEmployer(t.db);
    const listing = await f.createListing(t.db, { companyId: company.id });
    const candidate = async () => (await f.createCandidate(t.db)).user.id;
    const closedAt = new Date();
    const rejected = await f.createApplication(t.db, {
      listingId: listing.id,
      candidateId: await candidate(),
      status: 'rejected',
      closedAt,
    });
    const open = await f.createApplication(t.db, {
      listingId: listing.id,
      candidateId: await candidate(),
      status: 'reviewing',
    });
    const accepted = await f.createApplication(t.db, {
      listingId: listing.id,
      candidateId: await candidate(),
      status: 'accepted',
      closedAt,
    });
    const placementId = await openPlacement(t.db, {
      applicationId: accepted.id,
      companyId: company.id,
      candidateId: accepted.candidateId,
      listingId: listing.id,
      program: 'ausbildung',
    });
    const ids = async () =>
      (
        await t.db
          .select({ id: applications.id })
          .from(applications)
          .where(inArray(applications.id, [rejected.id, open.id, accepted.id]))
      )
        .map((row) => row.id)
        .sort();
    await runRetention(jobDeps(t), later(364));
    expect(await ids()).toHaveLength(3);
    await runRetention(jobDeps(t), later(366));
    // The rejected one goes; the accepted one stays while its placement is active.
    expect(await ids()).toEqual([open.id, accepted.id].sort());
    await t.db.update(placements).set({ status: 'completed' }).where(eq(placements.id, placementId!));
    await runRetention(jobDeps(t), later(366));
    expect(await ids()).toEqual([open.id]);
    expect(await t.db.select().from(placements).where(eq(placements.id, placementId!))).toEqual([]);
  });

  it('deletes audit events after 1 year (not other analytics) and expired links and invitations after a month', async () => {
    const old = new Date(Date.now() - 2 * DAY);
    const [audit] = await t.db.insert(analyticsEvents).values({ event: 'user_login', createdAt: old }).returning();
    const [journey] = await t.db.insert(analyticsEvents).values({ event: 'user_journey', createdAt: old }).returning();
    const [token] = await t.db
      .insert(verifications)
      .values({ identifier: `x-${crypto.randomUUID()}`, value: crypto.randomUUID(), expiresAt: new Date() })
      .returning();
    const { company } = await f.createEmployer(t.db);
    const invitation = await f.createTeamInvitation(t.db, {
      companyId: company.id,
      email: `i-${crypto.randomUUID()}@example.org`,
    });
    const exists = async () => ({
      audit: (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, audit!.id))).length,
      journey: (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, journey!.id))).length,
      token: (await t.db.select().from(verifications).where(eq(verifications.id, token!.id))).length,
      invitation: (await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id))).length,
    });
    await runRetention(jobDeps(t), later(20));
    expect(await exists()).toEqual({ audit: 1, journey: 1, token: 1, invitation: 1 });
    await runRetention(jobDeps(t), later(400));
    expect(await exists()).toEqual({ audit: 0, journey: 1, token: 0, invitation: 0 });
  });
});
