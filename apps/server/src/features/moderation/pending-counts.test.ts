import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { audioReports, conversationReports } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let moderator: TestAgent;
let n = 0;
const email = () => `pc${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
  const user = await f.createUser(t.db, { role: 'moderator', email: email() });
  moderator = await signIn(t, user);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<PendingCounts> {
  const res = await moderator.get('/api/admin/pending-counts');
  expect(res.statusCode).toBe(200);
  return res.json<PendingCounts>();
}

/** GET /api/admin/pending-counts (issue 29): the admin navigation's counts follow the queues. */
describe('pending counts', () => {
  it('counts a pending profile and a pending company, and stops counting them once decided', async () => {
    const before = await counts();
    const { user } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending', autoApproved: false, reviewedAt: null },
    });
    const owner = await f.createUser(t.db, { role: 'employer', email: email() });
    const company = await f.createCompany(t.db, {
      ownerId: owner.id,
      verificationStatus: 'pending',
      verificationRequestedAt: new Date(),
    });
    const added = await counts();
    expect(added.verifications).toEqual({
      profiles: before.verifications.profiles + 1,
      companies: before.verifications.companies + 1,
      total: before.verifications.total + 2,
    });
    expect(added.reviews).toBe(before.reviews);
    expect(added.reports).toEqual(before.reports);

    expect((await moderator.post(`/api/admin/verifications/${user.id}/approve`, {})).statusCode).toBe(200);
    expect((await counts()).verifications).toEqual({
      profiles: before.verifications.profiles,
      companies: before.verifications.companies + 1,
      total: before.verifications.total + 1,
    });
    expect((await moderator.post(`/api/admin/company-verifications/${company.id}/verify`, {})).statusCode).toBe(200);
    expect((await counts()).verifications).toEqual(before.verifications);
  });

  it('counts a review waiting for moderation until it is decided', async () => {
    const before = await counts();
    const owner = await f.createUser(t.db, { role: 'employer', email: email() });
    const company = await f.createCompany(t.db, { ownerId: owner.id });
    const { user: author } = await f.createCandidate(t.db, { user: { email: email() } });
    const review = await f.createReview(t.db, { companyId: company.id, authorId: author.id, submittedAt: new Date() });
    expect((await counts()).reviews).toBe(before.reviews + 1);
    const res = await moderator.post(`/api/admin/reviews/${review.id}/decision`, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect((await counts()).reviews).toBe(before.reviews);
  });

  it('counts open audio and conversation reports until they are resolved', async () => {
    const before = await counts();
    const owner = await f.createUser(t.db, { role: 'employer', email: email() });
    const company = await f.createCompany(t.db, { ownerId: owner.id });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const [audio] = await t.db
      .insert(audioReports)
      .values({
        candidateId: candidate.id,
        reporterId: owner.id,
        reason: 'spam',
        dueAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [chat] = await t.db
      .insert(conversationReports)
      .values({ conversationId: conversation.id, reporterId: candidate.id, reporterSide: 'candidate', reason: 'spam' })
      .returning();
    expect((await counts()).reports).toEqual({
      audio: before.reports.audio + 1,
      conversations: before.reports.conversations + 1,
      total: before.reports.total + 2,
    });
    const dismiss = { decision: 'dismiss' };
    expect((await moderator.post(`/api/admin/audio-reports/${audio!.id}/resolve`, dismiss)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/conversation-reports/${chat!.id}/resolve`, dismiss)).statusCode).toBe(200);
    expect((await counts()).reports).toEqual(before.reports);
  });
});
