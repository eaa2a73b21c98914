import { createHash } from 'node:crypto';
import { notificationTypesFor } from '@azubi/shared/notifications/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from './db/factories';
import {
  audioIntroductions,
  audioReports,
  candidateDocuments,
  candidateNotes,
  candidateProfiles,
  companies,
  companyVerificationDocuments,
  conversationReports,
  conversations,
  emailCampaigns,
  messageAttachments,
  invoices,
  paidPeriods,
  payments,
  placementDocuments,
  pushSubscriptions,
  sessions,
  users,
} from './db/schema';
import type { Access } from './http/access';
import { openPlacement } from './features/placements/open-placement';
import { saveFile, type FileRow } from './platform/files/stored-files';
import { campaignUnsubscribeToken } from './features/email-campaigns/unsubscribe-token';
import { unsubscribeToken } from './features/matching/unsubscribe-token';
import * as media from './testing/fixtures/media';
import { startTranslateStub, type TranslateStub } from './testing/libretranslate-stub';
import { multipart } from './testing/multipart';
import { createBrowserSubscription } from './testing/push-service';
import { signIn } from './testing/sign-in';
import { TestAgent } from './testing/test-agent';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from './testing/test-app';

/**
 * The access-control matrix: every route the app registers, called by every role. Who may call a
 * route is read from its declaration (`config: { access }`, enforced by http/access.ts, ADR 0029;
 * a route without one stops the app's start-up); a route without a row here fails the first test,
 * so each new endpoint gets a request that reaches it.
 *
 * access (the declaration, or a row's `as` where the handler narrows a signed-in route by the
 * resource or the request: the parties of an interview or conversation, what is translated):
 * - public: every role gets the same answer as an anonymous caller, and it is not 401/403;
 * - signed-in: anonymous callers get 401, every signed-in role gets through (< 400);
 * - candidate: anonymous 401, candidates through, every other role 403;
 * - company: anonymous 401, the employer and their team member through, every other role 403;
 * - employer: anonymous 401, only the employer role through (onboarding), every other role 403;
 * - team-admin: anonymous 401, only the company's team admin (the employer) through, its team
 *   member (role member) and every other role 403;
 * - invited: anonymous 401; none of the callers is the invited person, so all get 403;
 * - moderator: anonymous 401, moderators and admins through, every other role 403;
 * - admin: anonymous 401, only admins through (subscriptions and plans), every other role 403.
 * A row's `expect` overrides the status for some roles: routes that answer 404 to callers who may
 * not see a resource (files, audio), so that ids reveal nothing. A row's `agent` gives each role a
 * fresh caller (account deletion must not delete the shared callers the later rows use).
 * Someone else's data (another company's listing, another user's application or notification)
 * is covered in each feature's own tests.
 */
type Role = 'anonymous' | 'azubi' | 'employer' | 'team_member' | 'moderator' | 'admin';
const ROLES: Role[] = ['anonymous', 'azubi', 'employer', 'team_member', 'moderator', 'admin'];
type Request = { url?: string; payload?: unknown; headers?: Record<string, string> };
type Row = {
  method: string;
  url: string;
  /** What this request expects when the handler narrows the declared access (see above). */
  as?: Access;
  request?: Request | ((role: Role) => Promise<Request>);
  expect?: Partial<Record<Role, number>>;
  agent?: (role: Role) => Promise<TestAgent>;
};

let t: TestApp;
const agents = {} as Record<Role, TestAgent>;
const userIds = {} as Record<Role, string>;
let companyId = '';
let invitationToken = '';
/** The app translates through it (TRANSLATE_URL), so the translation rows reach the service. */
let translateStub: TranslateStub;
/** A new message in the conversation of the calling candidate and the callers' company; its id. */
const callersMessage = async () => {
  const [existing] = await t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateId, userIds.azubi)));
  const conversationId =
    existing?.id ?? (await f.createConversation(t.db, { companyId, candidateId: userIds.azubi })).id;
  return (await f.createMessage(t.db, { conversationId, senderId: userIds.employer, body: 'Hallo und willkommen' })).id;
};
/** A message between people who are none of the callers; its id. */
const othersMessage = async () => {
  const other = await f.createEmployer(t.db, { user: { email: `om-${crypto.randomUUID()}@example.org` } });
  const candidate = await unrelatedCandidate();
  const conversation = await f.createConversation(t.db, { companyId: other.company.id, candidateId: candidate });
  return (await f.createMessage(t.db, { conversationId: conversation.id, senderId: candidate, body: 'Hello' })).id;
};

/** A plan's id by its code (the default plans). */
const planId = async (code: string) => (await f.ensureDefaultPlans(t.db)).find((plan) => plan.code === code)!.id;
/** An open local checkout of the callers' company; its id. */
const callersCheckout = async () => {
  const [payment] = await t.db
    .insert(payments)
    .values({
      companyId,
      planId: await planId('package-3'),
      amountCents: 27900,
      provider: 'local',
      idempotencyKey: crypto.randomUUID(),
      checkoutStatus: 'open',
    })
    .returning();
  await t.db
    .update(payments)
    .set({ providerCheckoutId: payment!.id, checkoutUrl: `/payments/local/${payment!.id}` })
    .where(eq(payments.id, payment!.id));
  return payment!.id;
};
/** An invoice of the callers' company; its id. */
const callersInvoice = async () => {
  const [payment] = await t.db
    .insert(payments)
    .values({ companyId, amountCents: 27900, provider: 'local', status: 'succeeded', checkoutStatus: 'paid' })
    .returning();
  const now = new Date();
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      number: `M-${crypto.randomUUID()}`,
      companyId,
      paymentId: payment!.id,
      issuedAt: now,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 90 * 86_400_000),
      grossCents: 27900,
      netCents: 27900,
      vatCents: 0,
      vatRatePercent: 0,
      locale: 'de',
      planNameEn: '3 months',
      planNameDe: '3 Monate',
      seller: {
        company: 'Azubi Connect Demo GmbH',
        addressLines: ['Musterstraße 1'],
        representative: 'M',
        email: 'a@b.de',
        vatId: null,
        smallBusiness: true,
      },
      buyer: { name: 'Muster GmbH', location: 'Berlin', email: null },
    })
    .returning();
  return invoice!.id;
};

/** The conversation of the calling candidate and the callers' company; its id. */
const callersConversation = async () => {
  await callersMessage();
  const [row] = await t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateId, userIds.azubi)));
  return row!.id;
};
/** A conversation between people who are none of the callers; its id. */
const othersConversation = async () => {
  const other = await f.createEmployer(t.db, { user: { email: `oc-${crypto.randomUUID()}@example.org` } });
  return (await f.createConversation(t.db, { companyId: other.company.id, candidateId: await unrelatedCandidate() }))
    .id;
};
/** An attachment sent in a message of the given conversation; its id. */
const sentAttachment = async (conversationId: string) => {
  const [conversation] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
  const candidateId = conversation!.candidateId!;
  const message = await f.createMessage(t.db, { conversationId, senderId: candidateId, body: 'Anhang' });
  const file = await storeFile(candidateId, 'message_attachment', media.pdf(), 'application/pdf');
  const [row] = await t.db
    .insert(messageAttachments)
    .values({ fileId: file.id, uploaderId: candidateId, messageId: message.id })
    .returning();
  return row!.id;
};
/** An application by the calling candidate to a listing of the callers' company; its id. */
const callersApplication = async () =>
  (await f.createApplication(t.db, { listingId: (await newListing()).id, candidateId: userIds.azubi })).id;
/** Starts a conversation: a company names an applicant, a candidate their own application. */
const startRequest = async (role: Role) => ({
  payload: {
    applicationId: role === 'azubi' ? await callersApplication() : (await newApplication()).id,
    subject: 'Ihre Bewerbung',
    body: 'Hallo!',
    clientId: crypto.randomUUID(),
    attachmentIds: [],
  },
});
/** The parties through; moderators and admins 404 (no conversation is theirs). */
const PARTIES_ONLY = { moderator: 404, admin: 404 };
const NOBODY = { azubi: 404, employer: 404, team_member: 404, moderator: 404, admin: 404 };

/** An interview of the callers' company with the calling candidate (a fresh time each, one interviewer). */
let interviewHour = 0;
const callersInterview = async (input: { status?: 'completed' } = {}) =>
  (
    await f.createInterview(t.db, {
      companyId,
      candidateId: userIds.azubi,
      interviewerId: userIds.employer,
      scheduledBy: userIds.employer,
      startsAt: new Date(Date.UTC(2027, 5, 1) + ++interviewHour * 3_600_000),
      ...input,
    })
  ).id;
/** Schedule and reschedule bodies at a fresh time (the interviewer cannot be booked twice). */
const interviewTime = () => {
  const at = new Date(Date.UTC(2027, 8, 1) + ++interviewHour * 3_600_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
};
const meeting = { durationMinutes: 30, timezone: 'UTC', platform: 'zoom', videoLink: 'https://zoom.us/j/1' };
/** A placement of the calling candidate with the callers' company (an accepted application); its id. */
const callersPlacement = async () => {
  const listing = await newListing();
  const application = await f.createApplication(t.db, {
    listingId: listing.id,
    candidateId: userIds.azubi,
    status: 'accepted',
  });
  return (await openPlacement(t.db, {
    applicationId: application.id,
    companyId,
    candidateId: userIds.azubi,
    listingId: listing.id,
    program: listing.programType,
  }))!;
};
/** A document on a callers' placement, uploaded by `role` (staff: by the candidate); the placement's and its ids. */
const callersPlacementDocument = async (role: Role) => {
  const placementId = await callersPlacement();
  const uploader = role === 'employer' || role === 'team_member' ? role : 'azubi';
  const file = await storeFile(userIds[uploader], 'placement_document', media.pdf(), 'application/pdf');
  const [document] = await t.db
    .insert(placementDocuments)
    .values({
      placementId,
      stepKey: 'contract_signed',
      fileId: file.id,
      uploadedBy: userIds[uploader],
      uploadedBySide: uploader === 'azubi' ? 'candidate' : 'company',
    })
    .returning();
  return `/api/placements/${placementId}/documents/${document!.id}`;
};
/** Interviews are the candidate's and the company team's; staff 403. */
const STAFF_FORBIDDEN = { moderator: 403, admin: 403 };
const FEED_TOKEN = 'matrixFeedToken_0123456789abcdef';

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
const newInvitation = () => f.createTeamInvitation(t.db, { companyId, email: `i-${crypto.randomUUID()}@example.org` });
/** A fresh member (role member) of the callers' company; its id. */
const newMember = async () => {
  const user = await f.createUser(t.db, { role: 'team_member', email: `m-${crypto.randomUUID()}@example.org` });
  await f.addCompanyMember(t.db, { companyId, userId: user.id, role: 'member' });
  return user.id;
};
const newApplication = async () => {
  const { user } = await f.createCandidate(t.db, { user: { email: `c-${crypto.randomUUID()}@example.org` } });
  return f.createApplication(t.db, { listingId: (await newListing()).id, candidateId: user.id });
};

const storeFile = (ownerId: string, kind: FileRow['kind'], bytes: Buffer, mimeType: string) =>
  saveFile({ db: t.db, storage: t.app.storage }, { ownerId, kind, bytes, mimeType, originalName: `matrix.${kind}` });
/** A Goethe B2 certificate on the candidate's profile, so that a B2 language section saves. */
const giveCertificate = async (userId: string) => {
  const file = await storeFile(userId, 'german_certificate', media.pdf(), 'application/pdf');
  await t.db
    .update(candidateProfiles)
    .set({ germanCertificateFileId: file.id, germanCertificateType: 'goethe', germanCertificateLevel: 'B2' })
    .where(eq(candidateProfiles.userId, userId));
};
/** An audio introduction of 35 seconds for the candidate (kept when there is one). */
const giveAudio = async (candidateId: string) => {
  const [existing] = await t.db
    .select()
    .from(audioIntroductions)
    .where(eq(audioIntroductions.candidateId, candidateId));
  if (existing) return;
  const file = await storeFile(candidateId, 'audio_intro', media.webmOpus(35), 'audio/webm');
  await t.db.insert(audioIntroductions).values({
    candidateId,
    fileId: file.id,
    durationSeconds: 35,
    consentAt: new Date(),
    expiresAt: new Date(Date.now() + 300 * 24 * 3_600_000),
  });
};
/** A candidate with audio who applied to the callers' company (so its team may hear and report it). */
const relatedCandidateWithAudio = async () => {
  const application = await newApplication();
  await giveAudio(application.candidateId);
  return application.candidateId;
};
/** A verification document of the callers' company; its file id. */
const companyDocument = async () => {
  const file = await storeFile(userIds.employer, 'company_verification', media.pdf('Register'), 'application/pdf');
  await t.db.insert(companyVerificationDocuments).values({ companyId, fileId: file.id });
  return file.id;
};
/** A company with a logo and a banner, for anyone to see; its id. */
const companyWithImages = async () => {
  const { user, company } = await f.createEmployer(t.db, { user: { email: `img-${crypto.randomUUID()}@example.org` } });
  const logo = await storeFile(user.id, 'company_logo', media.png(), 'image/png');
  const banner = await storeFile(user.id, 'company_banner', media.png(), 'image/png');
  await t.db
    .update(companies)
    .set({ logoFileId: logo.id, bannerFileId: banner.id })
    .where(eq(companies.id, company.id));
  return company.id;
};
/** A company waiting for a moderator; its id. */
const pendingCompany = async () =>
  (await f.createCompany(t.db, { verificationStatus: 'pending', verificationRequestedAt: new Date() })).id;
const unrelatedCandidate = async () =>
  (await f.createCandidate(t.db, { user: { email: `u-${crypto.randomUUID()}@example.org` } })).user.id;
/** An e-mail campaign to candidates (at least one exists) in the given state; its id. */
const campaignIn = async (status: 'draft' | 'sending' | 'paused') => {
  await unrelatedCandidate();
  const [row] = await t.db
    .insert(emailCampaigns)
    .values({ name: 'Row', audience: 'azubis', subjectEn: 'S', subjectDe: 'S', bodyEn: 'B', bodyDe: 'B', status })
    .returning();
  return row!.id;
};
const pendingCandidate = async () =>
  (
    await f.createCandidate(t.db, {
      user: { email: `p-${crypto.randomUUID()}@example.org` },
      profile: { approvalStatus: 'pending', autoApproved: false, certificateType: 'other' },
    })
  ).user.id;
/** A fresh signed-in caller of the role (a team member joins the callers' company). */
const freshAgent = async (role: Role) => {
  if (role === 'anonymous') return new TestAgent(t.app);
  const email = `fresh-${role}-${crypto.randomUUID()}@example.org`;
  const user =
    role === 'employer'
      ? (await f.createEmployer(t.db, { user: { email } })).user
      : role === 'azubi'
        ? (await f.createCandidate(t.db, { user: { email } })).user
        : await f.createUser(t.db, { role, email });
  if (role === 'team_member') await f.addCompanyMember(t.db, { companyId, userId: user.id, role: 'member' });
  return signIn(t, email);
};

/** A fresh caller; the employer and the team member belong to a fresh verified company in its trial. */
const verifiedCompanyAgent = async (role: Role) => {
  if (role !== 'employer' && role !== 'team_member') return agents[role];
  const employer = await f.createEmployer(t.db, {
    user: { email: `verified-${crypto.randomUUID()}@example.org` },
    company: { verificationStatus: 'verified' },
  });
  let email = employer.user.email;
  if (role === 'team_member') {
    email = `verified-member-${crypto.randomUUID()}@example.org`;
    const member = await f.createUser(t.db, { role: 'team_member', email });
    await f.addCompanyMember(t.db, { companyId: employer.company.id, userId: member.id, role: 'member' });
  }
  return signIn(t, email);
};

const MATRIX: Row[] = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/ready' },
  { method: 'GET', url: '/api/auth/csrf' },
  { method: 'POST', url: '/api/auth/sign-up', request: { payload: { email: 'x' } } },
  { method: 'POST', url: '/api/auth/sign-in', request: { payload: { email: 'x', password: '' } } },
  { method: 'POST', url: '/api/auth/forgot-password', request: { payload: { email: 'x' } } },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    request: { payload: { token: 'x', password: 'Valid1Password' } },
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    request: { payload: { token: crypto.randomUUID() } },
  },
  // Public: a signed-in person, or anyone with a link or an address (auth.test.ts covers those);
  // with neither, the handler answers 401.
  {
    method: 'POST',
    url: '/api/auth/resend-verification',
    request: { payload: {} },
    expect: { anonymous: 401, azubi: 200, employer: 200, team_member: 200, moderator: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/auth/invitations/:token',
    request: { url: `/api/auth/invitations/${crypto.randomUUID()}` },
  },
  {
    method: 'POST',
    url: '/api/auth/invitations/:token/accept',
    request: async () => ({ url: `/api/auth/invitations/${invitationToken}/accept` }),
  },
  { method: 'GET', url: '/api/me' },
  { method: 'PUT', url: '/api/me/locale', request: { payload: { locale: 'en' } } },
  { method: 'GET', url: '/api/listings' },
  {
    method: 'GET',
    url: '/api/listings/:id',
    request: async () => ({ url: `/api/listings/${(await newListing()).id}` }),
  },
  { method: 'GET', url: '/api/employer/listings' },
  { method: 'POST', url: '/api/employer/listings', request: { payload: fsjListing } },
  {
    method: 'PUT',
    url: '/api/employer/listings/:id',
    request: async () => ({ url: `/api/employer/listings/${(await newListing()).id}`, payload: fsjListing }),
  },
  {
    method: 'POST',
    url: '/api/employer/listings/:id/active',
    request: async () => ({
      url: `/api/employer/listings/${(await newListing()).id}/active`,
      payload: { isActive: false },
    }),
  },
  {
    method: 'POST',
    url: '/api/employer/onboarding',
    request: { payload: { companyName: 'Matrix GmbH', industry: 'Tests', location: 'Berlin' } },
  },
  { method: 'GET', url: '/api/employer/company' },
  // The company profile (/company-settings): the team reads, its admins change it.
  { method: 'GET', url: '/api/employer/company/profile' },
  {
    method: 'PUT',
    url: '/api/employer/company/profile',
    request: {
      payload: { name: 'Muster GmbH', industry: 'Healthcare', location: 'Berlin', website: 'muster-gmbh.de' },
    },
  },
  // The kanban's "waiting too long" threshold (issue 29): its admins change it.
  {
    method: 'PUT',
    url: '/api/employer/company/pipeline',
    request: { payload: { staleAfterDays: 7 } },
  },
  ...(['logo', 'banner'] as const).flatMap((kind): Row[] => [
    {
      method: 'POST',
      url: `/api/employer/company/${kind}`,
      request: { ...multipart({ bytes: media.png(), filename: `${kind}.png`, contentType: 'image/png' }) },
    },
    { method: 'DELETE', url: `/api/employer/company/${kind}` },
    {
      method: 'GET',
      url: `/api/companies/:companyId/${kind}`,
      request: async () => ({ url: `/api/companies/${await companyWithImages()}/${kind}` }),
    },
  ]),
  {
    method: 'POST',
    url: '/api/employer/company/documents',
    request: { ...multipart({ bytes: media.pdf(), filename: 'register.pdf', contentType: 'application/pdf' }) },
  },
  {
    method: 'GET',
    url: '/api/employer/company/documents/:fileId',
    request: async () => ({ url: `/api/employer/company/documents/${await companyDocument()}` }),
  },
  {
    method: 'DELETE',
    url: '/api/employer/company/documents/:fileId',
    request: async () => ({ url: `/api/employer/company/documents/${await companyDocument()}` }),
  },
  // A fresh employer whose e-mail is on its website's domain is verified at once; the team member is refused.
  { method: 'POST', url: '/api/employer/company/verification', agent: freshAgent },
  {
    method: 'GET',
    url: '/api/companies/:companyId/profile',
    request: () => Promise.resolve({ url: `/api/companies/${companyId}/profile` }),
  },
  // The team (/team-settings): its admin only; each row acts on a fresh invitation or member.
  { method: 'GET', url: '/api/employer/team' },
  {
    method: 'POST',
    url: '/api/employer/team/invitations',
    request: () => Promise.resolve({ payload: { email: `inv-${crypto.randomUUID()}@example.org`, role: 'member' } }),
  },
  {
    method: 'POST',
    url: '/api/employer/team/invitations/:id/resend',
    request: async () => ({ url: `/api/employer/team/invitations/${(await newInvitation()).id}/resend` }),
  },
  {
    method: 'POST',
    url: '/api/employer/team/invitations/:id/revoke',
    request: async () => ({ url: `/api/employer/team/invitations/${(await newInvitation()).id}/revoke` }),
  },
  {
    method: 'PUT',
    url: '/api/employer/team/members/:userId/role',
    request: async () => ({ url: `/api/employer/team/members/${await newMember()}/role`, payload: { role: 'admin' } }),
  },
  {
    method: 'DELETE',
    url: '/api/employer/team/members/:userId',
    request: async () => ({ url: `/api/employer/team/members/${await newMember()}` }),
  },
  {
    method: 'POST',
    url: '/api/listings/:id/applications',
    request: async () => ({
      url: `/api/listings/${(await newListing()).id}/applications`,
      payload: { coverLetter: 'Hallo' },
    }),
  },
  { method: 'GET', url: '/api/my/applications' },
  {
    method: 'POST',
    url: '/api/my/applications/:id/withdraw',
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
  { method: 'GET', url: '/api/employer/applications' },
  // The company's own team (admin and member); another company's listing is 404 in analytics.test.ts.
  {
    method: 'GET',
    url: '/api/employer/analytics',
    request: { url: '/api/employer/analytics?from=2026-01-01&to=2026-01-31' },
  },
  {
    method: 'POST',
    url: '/api/employer/applications/:id/status',
    request: async () => ({
      url: `/api/employer/applications/${(await newApplication()).id}/status`,
      payload: { status: 'reviewing' },
    }),
  },
  // The CV a candidate attached to an application to the callers' company; another company's is
  // 404 in applications.test.ts.
  {
    method: 'GET',
    url: '/api/employer/applications/:id/cv.pdf',
    request: async () => {
      const { user } = await f.createCandidate(t.db, { user: { email: `c-${crypto.randomUUID()}@example.org` } });
      const application = await f.createApplication(t.db, {
        listingId: (await newListing()).id,
        candidateId: user.id,
        includeCv: true,
      });
      return { url: `/api/employer/applications/${application.id}/cv.pdf` };
    },
  },
  {
    method: 'GET',
    url: '/api/employer/candidates/:id',
    request: async () => ({ url: `/api/employer/candidates/${(await newApplication()).candidateId}` }),
  },
  { method: 'GET', url: '/api/employer/candidates/access' },
  // Search needs a verified company with a running trial: the callers' company is not verified,
  // so each role gets a fresh caller (employer and team member of a verified company).
  {
    method: 'GET',
    url: '/api/employer/candidates',
    agent: verifiedCompanyAgent,
    request: { url: '/api/employer/candidates?fields=health&minGermanLevel=B1' },
  },
  { method: 'GET', url: '/api/employer/saved-candidates' },
  {
    method: 'PUT',
    url: '/api/employer/saved-candidates/:id',
    request: async () => ({ url: `/api/employer/saved-candidates/${(await newApplication()).candidateId}` }),
  },
  {
    method: 'DELETE',
    url: '/api/employer/saved-candidates/:id',
    request: async () => ({ url: `/api/employer/saved-candidates/${(await newApplication()).candidateId}` }),
  },
  {
    method: 'GET',
    url: '/api/employer/candidates/:id/notes',
    request: async () => ({ url: `/api/employer/candidates/${(await newApplication()).candidateId}/notes` }),
  },
  {
    method: 'POST',
    url: '/api/employer/candidates/:id/notes',
    request: async () => ({
      url: `/api/employer/candidates/${(await newApplication()).candidateId}/notes`,
      payload: { body: 'Strong German, ask about the start date.' },
    }),
  },
  // The caller's own note (only its author may delete it).
  {
    method: 'DELETE',
    url: '/api/employer/candidates/:id/notes/:noteId',
    request: async (role) => {
      const { candidateId } = await newApplication();
      const [note] = await t.db
        .insert(candidateNotes)
        .values({ companyId, candidateId, authorId: userIds[role] ?? null, body: 'Matrix note' })
        .returning();
      return { url: `/api/employer/candidates/${candidateId}/notes/${note!.id}` };
    },
  },
  { method: 'GET', url: '/api/my/profile-views' },
  { method: 'GET', url: '/api/notifications' },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    request: async (role) => ({
      url: `/api/notifications/${role === 'anonymous' ? crypto.randomUUID() : (await f.createNotification(t.db, { userId: userIds[role] })).id}/read`,
    }),
  },
  { method: 'POST', url: '/api/notifications/read-all' },
  { method: 'GET', url: '/api/notification-settings' },
  {
    method: 'PUT',
    url: '/api/notification-settings',
    // One type the role can receive (moderators and admins receive none: an empty list).
    request: async (role) => ({
      payload: {
        preferences: notificationTypesFor(role === 'anonymous' ? null : role)
          .slice(0, 1)
          .map((type) => ({ type, inApp: true, email: false })),
      },
    }),
  },
  // Web Push devices and settings (features/push): each signed-in person, their own rows only.
  { method: 'GET', url: '/api/push/devices' },
  {
    method: 'POST',
    url: '/api/push/devices',
    request: (role) => {
      const device = createBrowserSubscription(`https://push.example/${role}-${crypto.randomUUID()}`);
      return Promise.resolve({ payload: { endpoint: device.endpoint, keys: device.keys } });
    },
  },
  {
    method: 'DELETE',
    url: '/api/push/devices/:id',
    request: async (role) => {
      if (role === 'anonymous') return { url: `/api/push/devices/${crypto.randomUUID()}` };
      const device = createBrowserSubscription(`https://push.example/${crypto.randomUUID()}`);
      const [row] = await t.db
        .insert(pushSubscriptions)
        .values({ userId: userIds[role], endpoint: device.endpoint, ...device.keys, deviceName: 'Firefox on Linux' })
        .returning();
      return { url: `/api/push/devices/${row!.id}` };
    },
  },
  { method: 'GET', url: '/api/push/settings' },
  {
    method: 'PUT',
    url: '/api/push/settings',
    request: { payload: { quietHoursEnabled: true, quietStart: '21:00', quietEnd: '06:00', hideMessageText: true } },
  },
  { method: 'GET', url: '/api/site/imprint' },
  { method: 'GET', url: '/api/site/stats' },
  { method: 'GET', url: '/api/blog/posts', request: { url: '/api/blog/posts?locale=en' } },
  {
    method: 'GET',
    url: '/api/blog/posts/:locale/:slug',
    request: { url: '/api/blog/posts/en/no-such-post' },
  },
  // An uploaded blog image: public once a published post shows it, staff before; anyone else 404.
  {
    method: 'GET',
    url: '/api/blog/images/:fileId',
    request: { url: '/api/blog/images/00000000-0000-4000-8000-000000000000' },
  },
  // The blog admin (features/blog/admin-routes.ts): moderators and admins write and publish posts.
  { method: 'GET', url: '/api/admin/blog/posts' },
  {
    method: 'POST',
    url: '/api/admin/blog/posts',
    request: { payload: { locale: 'en', title: 'Matrix post', category: 'tips' } },
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    url: '/api/admin/blog/posts/:id',
    request: async () => {
      const post = await f.createBlogPost(t.db, { status: 'draft' });
      return {
        url: `/api/admin/blog/posts/${post.id}`,
        payload: method === 'PUT' ? { version: 1, title: 'Saved', category: 'tips' } : undefined,
      };
    },
  })),
  {
    method: 'POST',
    url: '/api/admin/blog/posts/:id/status',
    request: async () => {
      const post = await f.createBlogPost(t.db, { status: 'draft' });
      return { url: `/api/admin/blog/posts/${post.id}/status`, payload: { action: 'publish', version: 1 } };
    },
  },
  { method: 'POST', url: '/api/admin/blog/preview', request: { payload: { content: '## Hi' } } },
  {
    method: 'POST',
    url: '/api/admin/blog/images',
    request: { ...multipart({ bytes: media.png(), filename: 'blog.png', contentType: 'image/png' }) },
  },
  { method: 'GET', url: '/robots.txt' },
  { method: 'GET', url: '/sitemap.xml' },
  { method: 'GET', url: '/sitemaps/:part', request: { url: '/sitemaps/pages.xml' } },
  { method: 'GET', url: '/sitemaps/listings.xml' },
  {
    method: 'GET',
    url: '/share/jobs/:id/:file',
    request: async () => ({ url: `/share/jobs/${(await newListing()).id}/de.png` }),
  },
  { method: 'GET', url: '/api/feeds/listings.json' },
  { method: 'GET', url: '/api/feeds/listings.xml' },
  // Stored files: the candidate opens their own, the others a stranger's document: moderators
  // may, a company without a tie to the stranger gets 404.
  {
    method: 'GET',
    url: '/api/files/:id',
    expect: { employer: 404, team_member: 404 },
    // Moderators and admins read a candidate's certificate while the profile waits for review
    // (files.test.ts covers every kind of file, and 404 outside a review).
    request: async (role) => {
      const ownerId =
        role === 'azubi'
          ? userIds.azubi
          : role === 'moderator' || role === 'admin'
            ? await pendingCandidate()
            : await unrelatedCandidate();
      return {
        url: `/api/files/${(await storeFile(ownerId, 'school_certificate', media.pdf(), 'application/pdf')).id}`,
      };
    },
  },
  // The candidate's own profile.
  { method: 'GET', url: '/api/profile' },
  {
    method: 'PUT',
    url: '/api/profile/personal',
    request: {
      payload: { fullName: 'Amina Matrix', dateOfBirth: '2003-05-14', location: 'Casablanca', country: 'MA' },
    },
  },
  {
    method: 'PUT',
    url: '/api/profile/language',
    request: async (role) => {
      if (role === 'azubi') await giveCertificate(userIds.azubi);
      return { payload: { germanLevel: 'B2', certificateType: 'goethe' } };
    },
  },
  {
    method: 'PUT',
    url: '/api/profile/interests',
    request: { payload: { programInterests: ['ausbildung'], ausbildungFields: ['health'] } },
  },
  { method: 'PUT', url: '/api/profile/details', request: { payload: { skills: ['Teamwork'] } } },
  { method: 'GET', url: '/api/profile/progress' },
  {
    method: 'POST',
    url: '/api/profile/photo',
    request: { ...multipart({ bytes: media.png(), filename: 'me.png', contentType: 'image/png' }) },
  },
  { method: 'DELETE', url: '/api/profile/photo' },
  {
    method: 'POST',
    url: '/api/profile/documents',
    request: {
      url: '/api/profile/documents?type=other_document&label=Praktikum',
      ...multipart({ bytes: media.pdf(), filename: 'praktikum.pdf', contentType: 'application/pdf' }),
    },
  },
  {
    method: 'DELETE',
    url: '/api/profile/documents/:id',
    request: async () => {
      const file = await storeFile(userIds.azubi, 'other_document', media.pdf(), 'application/pdf');
      await t.db.insert(candidateDocuments).values({ candidateId: userIds.azubi, fileId: file.id });
      return { url: `/api/profile/documents/${file.id}` };
    },
  },
  { method: 'GET', url: '/api/profile/cv.pdf' },
  // The audio introduction: the candidate's own, playback and reports.
  {
    method: 'POST',
    url: '/api/profile/audio',
    request: {
      url: '/api/profile/audio?consent=true',
      ...multipart({ bytes: media.webmOpus(35), filename: 'intro.webm', contentType: 'audio/webm' }),
    },
  },
  { method: 'GET', url: '/api/profile/audio' },
  {
    method: 'DELETE',
    url: '/api/profile/audio',
    request: async (role) => {
      if (role === 'azubi') await giveAudio(userIds.azubi);
      return {};
    },
  },
  // Playback: the candidate hears their own recording, the others a stranger's: moderators may,
  // a company without a tie to the stranger gets 404.
  {
    method: 'GET',
    url: '/api/audio/:candidateId',
    expect: { employer: 404, team_member: 404 },
    // Moderators and admins hear it while the profile waits for review (or a report is open).
    request: async (role) => {
      const candidateId =
        role === 'azubi'
          ? userIds.azubi
          : role === 'moderator' || role === 'admin'
            ? await pendingCandidate()
            : await unrelatedCandidate();
      await giveAudio(candidateId);
      return { url: `/api/audio/${candidateId}` };
    },
  },
  // A report on a candidate who applied to the callers' company: its team may report; another
  // candidate cannot hear the recording (404), nor can moderators and admins outside a review.
  {
    method: 'POST',
    url: '/api/audio/:candidateId/reports',
    expect: { azubi: 404, moderator: 404, admin: 404 },
    request: async () => ({
      url: `/api/audio/${await relatedCandidateWithAudio()}/reports`,
      payload: { reason: 'spam', description: 'Advertises a paid service' },
    }),
  },
  // Moderation.
  { method: 'GET', url: '/api/admin/verifications' },
  {
    method: 'POST',
    url: '/api/admin/verifications/:candidateId/approve',
    request: async () => ({ url: `/api/admin/verifications/${await pendingCandidate()}/approve` }),
  },
  {
    method: 'POST',
    url: '/api/admin/verifications/:candidateId/reject',
    request: async () => ({
      url: `/api/admin/verifications/${await pendingCandidate()}/reject`,
      payload: { reason: 'The certificate cannot be read.' },
    }),
  },
  { method: 'GET', url: '/api/admin/company-verifications' },
  {
    method: 'POST',
    url: '/api/admin/company-verifications/:companyId/verify',
    request: async () => ({ url: `/api/admin/company-verifications/${await pendingCompany()}/verify` }),
  },
  {
    method: 'POST',
    url: '/api/admin/company-verifications/:companyId/reject',
    request: async () => ({
      url: `/api/admin/company-verifications/${await pendingCompany()}/reject`,
      payload: { reason: 'The register extract names another company.' },
    }),
  },
  { method: 'GET', url: '/api/admin/audio-reports' },
  {
    method: 'POST',
    url: '/api/admin/audio-reports/:id/resolve',
    request: async () => {
      const candidateId = await relatedCandidateWithAudio();
      const [report] = await t.db
        .insert(audioReports)
        .values({ candidateId, reporterId: userIds.employer, reason: 'spam', dueAt: new Date(Date.now() + 86_400_000) })
        .returning();
      return { url: `/api/admin/audio-reports/${report!.id}/resolve`, payload: { decision: 'dismiss' } };
    },
  },
  { method: 'GET', url: '/api/admin/conversation-reports' },
  // What waits in each queue, for the admin area's navigation (issue 29).
  { method: 'GET', url: '/api/admin/pending-counts' },
  {
    method: 'POST',
    url: '/api/admin/conversation-reports/:id/resolve',
    request: async () => {
      const conversationId = await callersConversation();
      const [report] = await t.db
        .insert(conversationReports)
        .values({ conversationId, reporterId: userIds.azubi, reporterSide: 'candidate', reason: 'spam' })
        .returning();
      return { url: `/api/admin/conversation-reports/${report!.id}/resolve`, payload: { decision: 'dismiss' } };
    },
  },
  // Privacy: the candidate's sharing flags; export and deletion for everyone signed in.
  { method: 'GET', url: '/api/privacy/settings' },
  {
    method: 'PUT',
    url: '/api/privacy/settings',
    request: { payload: { shareProfile: true, shareDocuments: false } },
  },
  // Account settings (features/account, issue 19): every signed-in user, their own account only.
  {
    method: 'PUT',
    url: '/api/me/name',
    agent: freshAgent,
    request: { payload: { name: 'Erika Muster' } },
  },
  {
    method: 'POST',
    url: '/api/me/email-change',
    request: { payload: { email: 'matrix-new-address@example.org', password: f.DEFAULT_PASSWORD } },
  },
  // The link alone confirms (opened on another device): a wrong token is 400 for everyone.
  {
    method: 'POST',
    url: '/api/me/email-change/confirm',
    request: { payload: { token: 'not-a-token-of-anyone-0123456789' } },
    expect: { anonymous: 400, azubi: 400, employer: 400, team_member: 400, moderator: 400, admin: 400 },
  },
  {
    method: 'PUT',
    url: '/api/me/password',
    agent: freshAgent,
    request: { payload: { currentPassword: f.DEFAULT_PASSWORD, newPassword: 'Sunflower9Field' } },
  },
  { method: 'GET', url: '/api/me/sessions' },
  {
    method: 'DELETE',
    url: '/api/me/sessions/:id',
    request: async (role) => {
      const [other] = await t.db
        .insert(sessions)
        .values({
          token: crypto.randomUUID(),
          userId: userIds[role === 'anonymous' ? 'azubi' : role],
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      return { url: `/api/me/sessions/${other!.id}` };
    },
  },
  { method: 'GET', url: '/api/privacy/export' },
  {
    method: 'DELETE',
    url: '/api/privacy/account',
    agent: freshAgent,
    request: { payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD } },
  },
  // Translation (issue 14): a listing's description as the listing page shows it, a message only
  // for the two parties (everyone else 404, as for an id that does not exist).
  { method: 'GET', url: '/api/translations/available' },
  {
    method: 'POST',
    url: '/api/translations',
    request: async () => ({ payload: { kind: 'listing', id: (await newListing()).id, target: 'en' } }),
  },
  {
    method: 'POST',
    url: '/api/translations',
    as: 'company',
    request: async () => ({
      payload: { kind: 'listing', id: (await f.createListing(t.db, { companyId, isActive: false })).id, target: 'en' },
    }),
    // A listing closed long ago is gone for all but its team (ADR 0027).
    expect: { anonymous: 410, azubi: 410, moderator: 410, admin: 410 },
  },
  {
    method: 'POST',
    url: '/api/translations',
    as: 'signed-in',
    request: async () => ({ payload: { kind: 'message', id: await callersMessage(), target: 'en' } }),
    expect: { moderator: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/translations',
    as: 'signed-in',
    request: async () => ({ payload: { kind: 'message', id: await othersMessage(), target: 'en' } }),
    expect: { azubi: 404, employer: 404, team_member: 404, moderator: 404, admin: 404 },
  },
  // The message a signed-in person is writing (issue 28.9); nothing of anyone else's is read.
  {
    method: 'POST',
    url: '/api/translations/draft',
    request: { payload: { text: 'Thank you, I can start in August.', target: 'de' } },
  },
  // Placements (features/placements): the candidate and the company's team; staff 403 (visa and contract are theirs alone).
  { method: 'GET', url: '/api/placements', expect: STAFF_FORBIDDEN },
  {
    method: 'GET',
    url: '/api/placements/:id',
    expect: STAFF_FORBIDDEN,
    request: async () => ({ url: `/api/placements/${await callersPlacement()}` }),
  },
  {
    method: 'PATCH',
    url: '/api/placements/:id/steps/:key',
    expect: STAFF_FORBIDDEN,
    request: async () => ({
      url: `/api/placements/${await callersPlacement()}/steps/contract_signed`,
      payload: { state: 'in_progress', note: 'Unterschrift folgt' },
    }),
  },
  {
    method: 'POST',
    url: '/api/placements/:id/steps/:key/documents',
    expect: STAFF_FORBIDDEN,
    request: async () => ({
      url: `/api/placements/${await callersPlacement()}/steps/contract_signed/documents`,
      ...multipart({ bytes: media.pdf(), filename: 'Vertrag.pdf' }),
    }),
  },
  {
    method: 'GET',
    url: '/api/placements/:id/documents/:documentId',
    expect: STAFF_FORBIDDEN,
    request: async (role) => ({ url: await callersPlacementDocument(role) }),
  },
  {
    method: 'DELETE',
    url: '/api/placements/:id/documents/:documentId',
    expect: STAFF_FORBIDDEN,
    request: async (role) => ({ url: await callersPlacementDocument(role) }),
  },
  {
    method: 'POST',
    url: '/api/placements/:id/close',
    expect: STAFF_FORBIDDEN,
    request: async () => ({ url: `/api/placements/${await callersPlacement()}/close`, payload: { reason: 'other' } }),
  },
  { method: 'GET', url: '/api/employer/placement-stats' },
  // Video interviews (features/interviews): the candidate and the company's team; staff 403.
  { method: 'GET', url: '/api/interviews', expect: STAFF_FORBIDDEN },
  {
    method: 'GET',
    url: '/api/interviews/schedule-context',
    request: async () => ({
      url: `/api/interviews/schedule-context?candidateId=${(await newApplication()).candidateId}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/interviews',
    request: async () => ({
      payload: { candidateId: (await newApplication()).candidateId, slots: [interviewTime()], ...meeting },
    }),
  },
  {
    method: 'GET',
    url: '/api/interviews/:id',
    expect: STAFF_FORBIDDEN,
    request: async () => ({ url: `/api/interviews/${await callersInterview()}` }),
  },
  {
    method: 'POST',
    url: '/api/interviews/:id/respond',
    as: 'candidate',
    request: async () => ({
      url: `/api/interviews/${await callersInterview()}/respond`,
      payload: { response: 'accept' },
    }),
  },
  {
    method: 'POST',
    url: '/api/interviews/:id/reschedule',
    as: 'company',
    request: async () => ({
      url: `/api/interviews/${await callersInterview()}/reschedule`,
      payload: { ...interviewTime(), ...meeting },
    }),
  },
  {
    method: 'POST',
    url: '/api/interviews/:id/cancel',
    expect: STAFF_FORBIDDEN,
    request: async () => ({ url: `/api/interviews/${await callersInterview()}/cancel`, payload: { reason: 'Krank' } }),
  },
  {
    method: 'PUT',
    url: '/api/interviews/:id/outcome',
    as: 'company',
    request: async () => ({
      url: `/api/interviews/${await callersInterview({ status: 'completed' })}/outcome`,
      payload: { note: 'Gut' },
    }),
  },
  {
    method: 'GET',
    url: '/api/interviews/:id/calendar.ics',
    expect: STAFF_FORBIDDEN,
    request: async () => ({ url: `/api/interviews/${await callersInterview()}/calendar.ics` }),
  },
  { method: 'GET', url: '/api/calendar-feed', expect: STAFF_FORBIDDEN },
  { method: 'POST', url: '/api/calendar-feed', expect: STAFF_FORBIDDEN },
  { method: 'DELETE', url: '/api/calendar-feed', expect: STAFF_FORBIDDEN },
  // The feed itself is public by its secret address (calendar apps have no session).
  {
    method: 'GET',
    url: '/api/calendar-feed/:token',
    request: async () => {
      const hash = createHash('sha256').update(FEED_TOKEN).digest('hex');
      await t.db.update(users).set({ calendarTokenHash: hash }).where(eq(users.id, userIds.azubi));
      return { url: `/api/calendar-feed/${FEED_TOKEN}.ics` };
    },
  },
  { method: 'PUT', url: '/api/me/timezone', request: { payload: { timezone: 'Asia/Kolkata' } } },
  // Plans and payments (features/billing): the plans are public; the subscription is the company's,
  // buying and the local provider's pages its team admin's; the portal answers 409 without a
  // running monthly plan; Stripe's webhook is not there with the local provider (404 for all).
  { method: 'GET', url: '/api/plans' },
  { method: 'GET', url: '/api/subscription' },
  {
    method: 'POST',
    url: '/api/subscription/checkout',
    request: async () => ({ payload: { planId: await planId('package-3'), idempotencyKey: crypto.randomUUID() } }),
  },
  {
    method: 'GET',
    url: '/api/subscription/checkout/:checkoutId',
    request: async () => ({ url: `/api/subscription/checkout/${await callersCheckout()}` }),
  },
  { method: 'POST', url: '/api/subscription/portal', expect: { employer: 409 } },
  {
    method: 'GET',
    url: '/api/payments/local/:checkoutId',
    request: async () => ({ url: `/api/payments/local/${await callersCheckout()}` }),
  },
  {
    method: 'POST',
    url: '/api/payments/local/:checkoutId/pay',
    request: async () => ({ url: `/api/payments/local/${await callersCheckout()}/pay` }),
  },
  {
    method: 'POST',
    url: '/api/payments/local/:checkoutId/cancel',
    request: async () => ({ url: `/api/payments/local/${await callersCheckout()}/cancel` }),
  },
  {
    method: 'PUT',
    url: '/api/payments/local/portal',
    request: { payload: { cancelAtPeriodEnd: true } },
    expect: { employer: 409 },
  },
  { method: 'POST', url: '/api/webhooks/stripe', request: { payload: { id: 'evt_x' } } },
  {
    method: 'GET',
    url: '/api/invoices/:id.pdf',
    as: 'company',
    request: async () => ({ url: `/api/invoices/${await callersInvoice()}.pdf` }),
    expect: { admin: 200 },
  },
  // The admin's view of subscriptions and plans: admins only (moderators 403).
  // Admin user management (features/admin-users, issue 19): admins only. Each row acts on a fresh
  // candidate, so the shared callers stay as they are.
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'GET',
    url: '/api/admin/users/:id',
    request: async () => ({ url: `/api/admin/users/${await unrelatedCandidate()}` }),
  },
  {
    method: 'PUT',
    url: '/api/admin/users/:id/role',
    request: async () => ({ url: `/api/admin/users/${await unrelatedCandidate()}/role`, payload: { role: 'azubi' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/suspend',
    request: async () => ({
      url: `/api/admin/users/${await unrelatedCandidate()}/suspend`,
      payload: { reason: 'Spam' },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/unsuspend',
    request: async () => {
      const id = await unrelatedCandidate();
      await t.db.update(users).set({ banned: true, banReason: 'Spam' }).where(eq(users.id, id));
      return { url: `/api/admin/users/${id}/unsuspend` };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/resend-verification',
    request: async () => {
      const id = await unrelatedCandidate();
      await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, id));
      return { url: `/api/admin/users/${id}/resend-verification` };
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id',
    request: async () => ({ url: `/api/admin/users/${await unrelatedCandidate()}` }),
  },
  // E-mail campaigns (features/email-campaigns, issue 19): admins only; each row acts on a fresh campaign.
  { method: 'GET', url: '/api/admin/campaigns' },
  {
    method: 'POST',
    url: '/api/admin/campaigns',
    request: {
      payload: { name: 'N', audience: 'azubis', subjectEn: 'S', subjectDe: 'S', bodyEn: 'B', bodyDe: 'B' },
    },
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/audience-count',
    request: { payload: { audience: 'all' } },
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/preview',
    request: { payload: { subjectEn: 'S', subjectDe: 'S', bodyEn: 'B', bodyDe: 'B' } },
  },
  {
    method: 'GET',
    url: '/api/admin/campaigns/:id',
    request: async () => ({ url: `/api/admin/campaigns/${await campaignIn('draft')}` }),
  },
  {
    method: 'PUT',
    url: '/api/admin/campaigns/:id',
    request: async () => ({
      url: `/api/admin/campaigns/${await campaignIn('draft')}`,
      payload: { name: 'N', audience: 'azubis', subjectEn: 'S', subjectDe: 'S', bodyEn: 'B', bodyDe: 'B' },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/:id/test-send',
    request: async () => ({
      url: `/api/admin/campaigns/${await campaignIn('draft')}/test-send`,
      payload: { locale: 'en' },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/:id/send',
    request: async () => ({ url: `/api/admin/campaigns/${await campaignIn('draft')}/send`, payload: {} }),
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/:id/pause',
    request: async () => ({ url: `/api/admin/campaigns/${await campaignIn('sending')}/pause` }),
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/:id/resume',
    request: async () => ({ url: `/api/admin/campaigns/${await campaignIn('paused')}/resume` }),
  },
  {
    method: 'POST',
    url: '/api/admin/campaigns/:id/cancel',
    request: async () => ({ url: `/api/admin/campaigns/${await campaignIn('draft')}/cancel` }),
  },
  // The one-click unsubscribe of campaign mails: a signed token is the permission (someone else's).
  ...(['GET', 'POST'] as const).map((method): Row => ({
    method,
    url: '/api/campaigns/unsubscribe',
    request: async () => {
      const token = campaignUnsubscribeToken(t.config.authSecret, {
        campaignId: await campaignIn('draft'),
        userId: await unrelatedCandidate(),
      });
      return { url: `/api/campaigns/unsubscribe?token=${encodeURIComponent(token)}` };
    },
  })),
  // Platform analytics and the audit log (features/admin-analytics, issue 19): admins only.
  {
    method: 'GET',
    url: '/api/admin/analytics',
    request: { url: '/api/admin/analytics?from=2031-01-01&to=2031-01-31' },
  },
  {
    method: 'GET',
    url: '/api/admin/analytics/csv',
    request: { url: '/api/admin/analytics/csv?table=daily&from=2031-01-01&to=2031-01-31' },
  },
  { method: 'GET', url: '/api/admin/audit-events' },
  // Journeys (features/journeys): anyone, the same answer signed in or not; from this site only.
  {
    method: 'POST',
    url: '/api/analytics/journeys',
    request: async () => ({
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {
        id: crypto.randomUUID(),
        journey: [{ path: '/', timestamp: new Date().toISOString(), duration: 1000, action: 'entry' }],
        session_duration: 1000,
        steps_count: 1,
        entry_point: '/',
        exit_point: '/',
      },
    }),
  },
  // The notification test page (features/test-notifications): admins send themselves a sample.
  {
    method: 'POST',
    url: '/api/admin/test-notifications',
    request: { payload: { type: 'trial_ending', locale: 'en', email: false } },
  },
  // Test users (features/test-users): admins only. The deletion finds a test account to delete.
  { method: 'GET', url: '/api/admin/test-users' },
  {
    method: 'POST',
    url: '/api/admin/test-users',
    request: { payload: { candidates: 1, employers: 0 } },
  },
  {
    method: 'DELETE',
    url: '/api/admin/test-users',
    request: async () => {
      await f.createUser(t.db, { role: 'azubi', isTest: true });
      return {};
    },
  },
  { method: 'GET', url: '/api/admin/subscriptions' },
  {
    method: 'POST',
    url: '/api/admin/subscriptions/:companyId/extend-trial',
    request: () =>
      Promise.resolve({
        url: `/api/admin/subscriptions/${companyId}/extend-trial`,
        payload: { days: 1, reason: 'Matrix' },
      }),
  },
  {
    method: 'POST',
    url: '/api/admin/subscriptions/:companyId/grant',
    request: () =>
      Promise.resolve({ url: `/api/admin/subscriptions/${companyId}/grant`, payload: { months: 1, reason: 'Matrix' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/subscriptions/:companyId/end',
    request: async () => {
      const { company } = await f.createEmployer(t.db, { user: { email: `end-${crypto.randomUUID()}@example.org` } });
      const now = new Date();
      await t.db.insert(paidPeriods).values({
        companyId: company.id,
        source: 'grant',
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
      });
      return { url: `/api/admin/subscriptions/${company.id}/end`, payload: { reason: 'Matrix' } };
    },
  },
  { method: 'GET', url: '/api/admin/plans' },
  {
    method: 'PUT',
    url: '/api/admin/plans/:id',
    request: async () => ({ url: `/api/admin/plans/${await planId('package-12')}`, payload: { sortOrder: 4 } }),
  },
  { method: 'GET', url: '/api/admin/revenue' },
  // Messaging (issue 14): candidates and company members, each only in their own conversations
  // (everyone else 404, as for an id that does not exist); moderators and admins have no conversations.
  { method: 'GET', url: '/api/conversations', expect: { moderator: 403, admin: 403 } },
  {
    method: 'GET',
    url: '/api/conversations/unread-count',
    expect: { moderator: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/conversations',
    request: startRequest,
    expect: { moderator: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/conversations',
    // Another company's application.
    request: async () => ({
      payload: {
        applicationId: (
          await f.createApplication(t.db, {
            listingId: (await f.createListing(t.db, { companyId: (await f.createEmployer(t.db)).company.id })).id,
            candidateId: await unrelatedCandidate(),
          })
        ).id,
        subject: 'Hallo',
        body: 'Hallo!',
        clientId: crypto.randomUUID(),
      },
    }),
    expect: { azubi: 404, employer: 404, team_member: 404, moderator: 403, admin: 403 },
  },
  ...(['', '/messages'] as const).flatMap((suffix): Row[] => [
    {
      method: 'GET',
      url: `/api/conversations/:id${suffix}`,
      request: async () => ({ url: `/api/conversations/${await callersConversation()}${suffix}` }),
      expect: PARTIES_ONLY,
    },
    {
      method: 'GET',
      url: `/api/conversations/:id${suffix}`,
      request: async () => ({ url: `/api/conversations/${await othersConversation()}${suffix}` }),
      expect: NOBODY,
    },
  ]),
  ...(
    [
      ['/messages', () => ({ clientId: crypto.randomUUID(), body: 'Hallo' })],
      ['/read', () => ({ seq: 1 })],
      ['/report', () => ({ reason: 'spam' })],
    ] as const
  ).flatMap(([suffix, payload]): Row[] => [
    {
      method: 'POST',
      url: `/api/conversations/:id${suffix}`,
      request: async () => ({ url: `/api/conversations/${await callersConversation()}${suffix}`, payload: payload() }),
      expect: PARTIES_ONLY,
    },
    {
      method: 'POST',
      url: `/api/conversations/:id${suffix}`,
      request: async () => ({ url: `/api/conversations/${await othersConversation()}${suffix}`, payload: payload() }),
      expect: NOBODY,
    },
  ]),
  ...(['POST', 'DELETE'] as const).flatMap((method): Row[] => [
    {
      method,
      url: '/api/conversations/:id/block',
      as: 'candidate',
      request: async () => ({ url: `/api/conversations/${await callersConversation()}/block` }),
      expect: PARTIES_ONLY,
    },
    {
      method,
      url: '/api/conversations/:id/block',
      as: 'candidate',
      request: async () => ({ url: `/api/conversations/${await othersConversation()}/block` }),
      expect: NOBODY,
    },
  ]),
  // "Reveal my profile" and "Not interested": the candidate of the conversation (the company's side 403).
  ...(
    [
      ['/reveal', () => undefined],
      ['/decline', () => ({ reason: 'not_looking' })],
    ] as const
  ).flatMap(([suffix, payload]): Row[] => [
    {
      method: 'POST',
      url: `/api/conversations/:id${suffix}`,
      as: 'candidate',
      request: async () => ({ url: `/api/conversations/${await callersConversation()}${suffix}`, payload: payload() }),
      expect: PARTIES_ONLY,
    },
    {
      method: 'POST',
      url: `/api/conversations/:id${suffix}`,
      as: 'candidate',
      request: async () => ({ url: `/api/conversations/${await othersConversation()}${suffix}`, payload: payload() }),
      expect: NOBODY,
    },
  ]),
  {
    method: 'POST',
    url: '/api/message-attachments',
    request: async () => multipart({ bytes: media.pdf(), filename: 'brief.pdf' }),
    expect: { moderator: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/message-attachments/:id',
    request: async () => ({ url: `/api/message-attachments/${await sentAttachment(await callersConversation())}` }),
    expect: PARTIES_ONLY,
  },
  {
    method: 'GET',
    url: '/api/message-attachments/:id',
    request: async () => ({ url: `/api/message-attachments/${await sentAttachment(await othersConversation())}` }),
    expect: NOBODY,
  },
  // Search profiles and matches (features/matching): training search profiles are the candidate's
  // own, candidate search profiles the company team's; "check now" on the latter needs a verified
  // company (the callers' is not: 403); the one-click unsubscribe is public by its signed token.
  { method: 'GET', url: '/api/training-search-profiles' },
  {
    method: 'POST',
    url: '/api/training-search-profiles',
    request: { payload: { name: 'Pflege' } },
  },
  { method: 'GET', url: '/api/candidate-search-profiles' },
  {
    method: 'POST',
    url: '/api/candidate-search-profiles',
    request: { payload: { name: 'Pflege' } },
  },
  ...(
    [
      ['PUT', '', { name: 'Pflege Berlin' }],
      ['DELETE', '', undefined],
      ['GET', '/matches', undefined],
      ['POST', '/check', undefined],
      ['POST', '/seen', undefined],
    ] as const
  ).flatMap(([method, suffix, payload]): Row[] => [
    {
      method,
      url: `/api/training-search-profiles/:id${suffix}`,
      request: async () => ({
        url: `/api/training-search-profiles/${(await f.createTrainingSearchProfile(t.db, { candidateId: userIds.azubi })).id}${suffix}`,
        payload,
      }),
    },
    {
      method,
      url: `/api/candidate-search-profiles/:id${suffix}`,
      request: async () => ({
        url: `/api/candidate-search-profiles/${(await f.createCandidateSearchProfile(t.db, { companyId })).id}${suffix}`,
        payload,
      }),
      ...(suffix === '/check' ? { expect: { employer: 403, team_member: 403 } } : {}),
    },
  ]),
  ...(['GET', 'POST'] as const).map((method): Row => ({
    method,
    url: '/api/search-profiles/unsubscribe',
    request: async () => {
      const profile = await f.createTrainingSearchProfile(t.db, { candidateId: userIds.azubi });
      const token = unsubscribeToken(t.config.authSecret, { kind: 't', id: profile.id });
      return { url: `/api/search-profiles/unsubscribe?token=${encodeURIComponent(token)}` };
    },
  })),
  // Reviews (features/reviews): candidates write, the company's team replies and reports, staff decide.
  { method: 'GET', url: '/api/my-reviews' },
  {
    method: 'POST',
    url: '/api/companies/:companyId/reviews',
    request: async () => {
      // A fresh company the calling candidate had an interview with.
      const company = await f.createCompany(t.db, {});
      await f.createInterview(t.db, { companyId: company.id, candidateId: userIds.azubi, status: 'completed' });
      return { url: `/api/companies/${company.id}/reviews`, payload: { rating: 4 } };
    },
  },
  {
    method: 'PUT',
    url: '/api/my-reviews/:id',
    request: async () => {
      const company = await f.createCompany(t.db, {});
      const review = await f.createReview(t.db, { companyId: company.id, authorId: userIds.azubi, rating: 3 });
      return { url: `/api/my-reviews/${review.id}`, payload: { rating: 4 } };
    },
  },
  { method: 'GET', url: '/api/employer/reviews' },
  ...(['/reply', '/report'] as const).map((suffix): Row => ({
    method: suffix === '/reply' ? 'PUT' : 'POST',
    url: `/api/employer/reviews/:id${suffix}`,
    request: async () => {
      const review = await f.createReview(t.db, {
        companyId,
        authorId: await unrelatedCandidate(),
        rating: 2,
        status: 'approved',
      });
      return {
        url: `/api/employer/reviews/${review.id}${suffix}`,
        payload: suffix === '/reply' ? { text: 'Danke' } : { reason: 'spam' },
      };
    },
  })),
  { method: 'GET', url: '/api/admin/reviews' },
  ...(['decision', 'reply-decision'] as const).map((action): Row => ({
    method: 'POST',
    url: `/api/admin/reviews/:id/${action}`,
    request: async () => {
      const review = await f.createReview(t.db, {
        companyId,
        authorId: await unrelatedCandidate(),
        rating: 2,
        ...(action === 'reply-decision'
          ? { status: 'approved', replyText: 'Danke', replyStatus: 'pending', replySubmittedAt: new Date() }
          : {}),
      });
      return { url: `/api/admin/reviews/${review.id}/${action}`, payload: { decision: 'approve' } };
    },
  })),
  // Last: it ends the callers' sessions.
  { method: 'POST', url: '/api/auth/sign-out' },
];

/** Routes that are not part of the product API: documentation and the development outbox (absent in production, tested below). */
const EXEMPT = [/^\/api\/docs/, /^\/api\/dev\//, /^\/\*$/];

const THROUGH: Record<Exclude<Access, 'public' | 'signed-in' | 'invited'>, Role[]> = {
  candidate: ['azubi'],
  company: ['employer', 'team_member'],
  employer: ['employer'],
  'team-admin': ['employer'],
  moderator: ['moderator', 'admin'],
  admin: ['admin'],
};

beforeAll(async () => {
  translateStub = await startTranslateStub();
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST, env: { TRANSLATE_URL: translateStub.url } });
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
afterAll(async () => {
  await t.close();
  await translateStub.close();
});

/** The route's declared access (`config: { access }`), as the app registered it. */
const declaredAccess = (row: Row): Access => {
  const route = t.app.routeTable.find((r) => r.method === row.method && r.url === row.url);
  if (!route?.access) throw new Error(`${row.method} ${row.url} has no declared access`);
  return route.access;
};

describe('access-control matrix', () => {
  it("every route declares its access, in the matrix's words", () => {
    const undeclared = t.app.routeTable.filter((r) => !EXEMPT.some((re) => re.test(r.url)) && !r.access);
    expect(undeclared).toEqual([]);
  });

  it('has a row for every route the app registers', () => {
    const registered = t.app.routeTable
      .filter((r) => !EXEMPT.some((re) => re.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(MATRIX.map((r) => `${r.method} ${r.url}`));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !registered.includes(r))).toEqual([]);
  });

  for (const row of MATRIX) {
    describe(`${row.method} ${row.url}${row.as ? ` (${row.as})` : ''}`, () => {
      for (const role of ROLES) {
        it(role, async () => {
          const access = row.as ?? declaredAccess(row);
          const agent = row.agent ? await row.agent(role) : agents[role];
          const request = typeof row.request === 'function' ? await row.request(role) : (row.request ?? {});
          const res = await agent.request({
            method: row.method as 'GET',
            url: request.url ?? row.url,
            payload: request.payload as object | undefined,
            headers: request.headers,
          });
          const expected = row.expect?.[role];
          if (expected !== undefined) {
            expect(res.statusCode, res.body).toBe(expected);
          } else if (access === 'public') {
            expect([401, 403]).not.toContain(res.statusCode);
            const request = typeof row.request === 'function' ? await row.request('anonymous') : (row.request ?? {});
            const anonymous = await agents.anonymous.request({
              method: row.method as 'GET',
              url: request.url ?? row.url,
              payload: request.payload as object | undefined,
              headers: request.headers,
            });
            expect(res.statusCode).toBe(anonymous.statusCode);
          } else if (role === 'anonymous') {
            expect(res.statusCode).toBe(401);
            expect(res.json().error.code).toBe('UNAUTHENTICATED');
          } else if (access === 'signed-in') {
            expect(res.statusCode, res.body).toBeLessThan(400);
          } else if (access === 'invited') {
            expect(res.statusCode).toBe(403);
          } else if (THROUGH[access].includes(role)) {
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
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: '3f9c1a7e5b2d8046c1e9a3f7b5d20486e1c9a7f3',
        TRUST_PROXY: 'false',
        SMTP_URL: 'smtp://127.0.0.1:9',
        BILLING_ENABLED: 'false',
      },
    });
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
