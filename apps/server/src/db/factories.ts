import { hashPassword } from '../platform/session/password';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import * as t from './schema';

/**
 * Factories for every main entity. Tests and the demo seed both use them (ARCHITECTURE.md conventions), so demo data
 * and test data cannot drift apart. Each takes the database and optional overrides and returns the
 * inserted row; defaults make a valid, realistic record.
 */

let sequence = 0;
const next = () => ++sequence;
const DAY = 24 * 60 * 60 * 1000;

export const DEFAULT_PASSWORD = 'DemoPass2026';

const hashCache = new Map<string, Promise<string>>();
/** scrypt is deliberately slow; the same password hashes once per process. */
function hashOnce(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

type Role = (typeof t.userRole.enumValues)[number];

export type UserInput = Partial<typeof t.users.$inferInsert> & { password?: string | null; role?: Role | null };

/** A user with a credential account (password `DemoPass2026` unless given; `password: null` for none). */
export async function createUser(db: Database, input: UserInput = {}) {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...rest } = input;
  const [user] = await db
    .insert(t.users)
    .values({
      name: `Test User ${n}`,
      email: `user${n}-${Date.now().toString(36)}@example.org`,
      emailVerified: true,
      role: 'azubi',
      ...rest,
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  if (password !== null) {
    await db.insert(t.accounts).values({
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: await hashOnce(password),
    });
  }
  return user;
}

/**
 * A company; with `ownerId` its first admin, who has completed onboarding: the company's trial
 * started at its `createdAt` (as `startTrial` does at onboarding) unless `trial: false`.
 */
export async function createCompany(
  db: Database,
  input: Partial<typeof t.companies.$inferInsert> & { ownerId?: string; trial?: boolean } = {},
) {
  const n = next();
  const { ownerId, trial = true, ...rest } = input;
  const name = rest.name ?? `Muster Ausbildungs GmbH ${n}`;
  const [company] = await db
    .insert(t.companies)
    .values({
      name,
      slug: `${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${n}`,
      industry: 'Healthcare',
      location: 'Berlin',
      website: 'https://example.org',
      ...rest,
    })
    .returning();
  if (!company) throw new Error('createCompany: no row');
  if (ownerId) {
    await addCompanyMember(db, { companyId: company.id, userId: ownerId, role: 'admin' });
    if (trial)
      await db.insert(t.subscriptions).values({
        companyId: company.id,
        status: 'trialing',
        trialStartedAt: company.createdAt,
        trialEndsAt: new Date(company.createdAt.getTime() + 10 * DAY),
      });
  }
  return company;
}

export async function addCompanyMember(db: Database, input: typeof t.companyMembers.$inferInsert) {
  const [member] = await db.insert(t.companyMembers).values(input).returning();
  if (!member) throw new Error('addCompanyMember: no row');
  return member;
}

/** An employer user who owns (is team admin of) a new company. */
export async function createEmployer(
  db: Database,
  input: { user?: UserInput; company?: Partial<typeof t.companies.$inferInsert> & { trial?: boolean } } = {},
) {
  const n = next();
  const user = await createUser(db, {
    role: 'employer',
    name: `Erika Arbeitgeber ${n}`,
    email: `hr${n}-${Date.now().toString(36)}@muster-gmbh.de`,
    ...input.user,
  });
  const company = await createCompany(db, { ownerId: user.id, ...input.company });
  return { user, company };
}

export async function createTeamInvitation(
  db: Database,
  input: Partial<typeof t.teamInvitations.$inferInsert> & { companyId: string },
) {
  const n = next();
  const [invitation] = await db
    .insert(t.teamInvitations)
    .values({
      email: `colleague${n}@muster-gmbh.de`,
      role: 'member',
      expiresAt: new Date(Date.now() + 7 * DAY),
      ...input,
    })
    .returning();
  if (!invitation) throw new Error('createTeamInvitation: no row');
  return invitation;
}

/** A candidate user with a profile; approved with a Goethe B2 certificate unless told otherwise. */
export async function createCandidate(
  db: Database,
  input: { user?: UserInput; profile?: Partial<typeof t.candidateProfiles.$inferInsert> } = {},
) {
  const n = next();
  const user = await createUser(db, { role: 'azubi', name: `Amina Candidate ${n}`, ...input.user });
  const [profile] = await db
    .insert(t.candidateProfiles)
    .values({
      userId: user.id,
      dateOfBirth: '2003-05-14',
      // One number of its own per person (demo candidates must not share one, issue 29).
      phone: `+212 600 ${String(Math.floor(n / 1000) % 1000).padStart(3, '0')} ${String(n % 1000).padStart(3, '0')}`,
      location: 'Casablanca',
      country: 'MA',
      bio: 'Motivated to start an apprenticeship in Germany.',
      germanLevel: 'B2',
      certificateType: 'goethe',
      programInterests: ['ausbildung'],
      ausbildungFields: ['health'],
      skills: ['Teamwork', 'First aid'],
      approvalStatus: 'approved',
      autoApproved: true,
      submittedAt: new Date(),
      reviewedAt: new Date(),
      ...input.profile,
      // The answer the flags stand for, unless given: a ticked flag was an answer, none is unknown.
      visaStatus:
        input.profile?.visaStatus !== undefined
          ? input.profile.visaStatus
          : input.profile?.visaRequired
            ? 'needs_visa'
            : input.profile?.workPermitAvailable
              ? 'has_permit'
              : null,
    })
    .returning();
  if (!profile) throw new Error('createCandidate: no profile');
  return { user, profile };
}

export async function createListing(
  db: Database,
  input: Partial<typeof t.listings.$inferInsert> & { companyId: string },
) {
  const n = next();
  const programType = input.programType ?? 'ausbildung';
  const [listing] = await db
    .insert(t.listings)
    .values({
      title: `Ausbildung Pflegefachfrau/-mann ${n}`,
      description: 'Three-year vocational training in nursing with a German employer.',
      programType,
      category: 'health',
      germanLevelRequired: programType === 'ausbildung' ? 'B1' : 'A2',
      location: 'Berlin',
      locationSlug: 'berlin',
      startDate: new Date(Date.now() + 120 * DAY).toISOString().slice(0, 10),
      ...(programType === 'ausbildung'
        ? { durationYears: '3.0', salaryMin: 1100, salaryMax: 1300 }
        : { monthlyAllowance: 450, sector: 'social' }),
      ...input,
    })
    .returning();
  if (!listing) throw new Error('createListing: no row');
  return listing;
}

export async function createApplication(
  db: Database,
  input: Partial<typeof t.applications.$inferInsert> & { listingId: string; candidateId: string; changedBy?: string },
) {
  const { changedBy, ...values } = input;
  const status = values.status ?? 'pending';
  const [application] = await db
    .insert(t.applications)
    .values({
      coverLetter: 'I would love to start my training with your team.',
      ...values,
      status,
      closedAt: ['accepted', 'rejected', 'withdrawn'].includes(status) ? new Date() : null,
      withdrawnAt: status === 'withdrawn' ? new Date() : null,
    })
    .returning();
  if (!application) throw new Error('createApplication: no row');
  await db
    .insert(t.applicationStatusHistory)
    .values({ applicationId: application.id, fromStatus: null, toStatus: 'pending', changedBy: values.candidateId });
  if (status !== 'pending') {
    await db
      .insert(t.applicationStatusHistory)
      .values({ applicationId: application.id, fromStatus: 'pending', toStatus: status, changedBy: changedBy ?? null });
  }
  return application;
}

/**
 * An application that arrived at `appliedAt` and then moved through `steps` (each a status, when,
 * and by whom), with its whole status history at those times: data for the pipeline's timings.
 */
export async function createApplicationWithHistory(
  db: Database,
  input: {
    listingId: string;
    candidateId: string;
    appliedAt: Date;
    coverLetter?: string;
    steps?: { status: (typeof t.applications.$inferInsert)['status'] & string; at: Date; by?: string | null }[];
  },
) {
  const steps = input.steps ?? [];
  const last = steps.at(-1);
  const status = last?.status ?? 'pending';
  const closed = ['accepted', 'rejected', 'withdrawn'].includes(status);
  const [application] = await db
    .insert(t.applications)
    .values({
      listingId: input.listingId,
      candidateId: input.candidateId,
      coverLetter: input.coverLetter ?? 'I would love to start my training with your team.',
      status,
      appliedAt: input.appliedAt,
      closedAt: closed ? (last?.at ?? null) : null,
      withdrawnAt: status === 'withdrawn' ? (last?.at ?? null) : null,
      updatedAt: last?.at ?? input.appliedAt,
      // In its stage since its last step (the kanban's days in stage).
      statusChangedAt: last?.at ?? input.appliedAt,
    })
    .returning();
  if (!application) throw new Error('createApplicationWithHistory: no row');
  let from: (typeof t.applications.$inferInsert)['status'] = 'pending';
  await db.insert(t.applicationStatusHistory).values([
    {
      applicationId: application.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: input.candidateId,
      createdAt: input.appliedAt,
    },
    ...steps.map((step) => {
      const row = {
        applicationId: application.id,
        fromStatus: from,
        toStatus: step.status,
        changedBy: step.by ?? null,
        createdAt: step.at,
      };
      from = step.status;
      return row;
    }),
  ]);
  return application;
}

/** Views of a listing's page per day (`YYYY-MM-DD` → count), as the listing endpoint counts them. */
export async function createListingViews(db: Database, listingId: string, views: Record<string, number>) {
  const rows = Object.entries(views)
    .filter(([, count]) => count > 0)
    .map(([day, count]) => ({ listingId, day, views: count }));
  if (rows.length > 0) await db.insert(t.listingViews).values(rows);
}

export async function createInterview(
  db: Database,
  input: Partial<typeof t.interviews.$inferInsert> & { companyId: string; candidateId: string },
) {
  const [interview] = await db
    .insert(t.interviews)
    .values({
      startsAt: new Date(Date.now() + 7 * DAY),
      durationMinutes: 30,
      timezone: 'Europe/Berlin',
      platform: 'google_meet',
      videoLink: 'https://meet.google.com/abc-defg-hij',
      ...input,
    })
    .returning();
  if (!interview) throw new Error('createInterview: no row');
  return interview;
}

export async function createConversation(
  db: Database,
  input: Partial<typeof t.conversations.$inferInsert> & { companyId: string; candidateId: string },
) {
  const [conversation] = await db.insert(t.conversations).values(input).returning();
  if (!conversation) throw new Error('createConversation: no row');
  return conversation;
}

export async function createMessage(
  db: Database,
  input: Partial<typeof t.messages.$inferInsert> & { conversationId: string; senderId: string },
) {
  // Numbered like the app numbers them: the conversation's last number, raised by one.
  const [conversation] = await db
    .update(t.conversations)
    .set({ lastSeq: sql`${t.conversations.lastSeq} + 1`, lastMessageAt: input.createdAt ?? new Date() })
    .where(sql`${t.conversations.id} = ${input.conversationId}`)
    .returning();
  if (!conversation) throw new Error('createMessage: no conversation');
  const [message] = await db
    .insert(t.messages)
    .values({
      body: 'Hello!',
      seq: conversation.lastSeq,
      clientId: crypto.randomUUID(),
      senderSide: input.senderId === conversation.candidateId ? 'candidate' : 'company',
      ...input,
    })
    .returning();
  if (!message) throw new Error('createMessage: no row');
  return message;
}

export async function createSavedCandidate(
  db: Database,
  input: Partial<typeof t.savedCandidates.$inferInsert> & { companyId: string; candidateId: string },
) {
  const [saved] = await db.insert(t.savedCandidates).values(input).returning();
  if (!saved) throw new Error('createSavedCandidate: no row');
  return saved;
}

export async function createReview(
  db: Database,
  input: Partial<typeof t.reviews.$inferInsert> & { companyId: string; authorId: string },
) {
  const [review] = await db
    .insert(t.reviews)
    .values({ rating: 5, text: 'Friendly team and a well-organised start.', ...input })
    .returning();
  if (!review) throw new Error('createReview: no row');
  return review;
}

export async function createBlogPost(db: Database, input: Partial<typeof t.blogPosts.$inferInsert> = {}) {
  const n = next();
  const status = input.status ?? 'published';
  const [post] = await db
    .insert(t.blogPosts)
    .values({
      locale: 'en',
      slug: `blog-post-${n}`,
      title: `Blog post ${n}`,
      excerpt: 'A short summary of the post.',
      content: 'The full text of the post.',
      category: 'tips',
      status,
      publishedAt: status === 'published' ? new Date() : null,
      ...input,
    })
    .returning();
  if (!post) throw new Error('createBlogPost: no row');
  return post;
}

/** The plans of docs/decisions/README.md: 99 EUR monthly subscription and one-time packages of 3, 6 and 12 months. */
export const DEFAULT_PLANS: (typeof t.plans.$inferInsert)[] = [
  {
    code: 'monthly',
    kind: 'subscription',
    nameEn: 'Monthly',
    nameDe: 'Monatlich',
    descriptionEn: 'Renews every month, cancel any time.',
    descriptionDe: 'Verlängert sich monatlich, jederzeit kündbar.',
    priceCents: 9900,
    durationMonths: 1,
    sortOrder: 1,
  },
  {
    code: 'package-3',
    kind: 'one_time',
    nameEn: '3 months',
    nameDe: '3 Monate',
    descriptionEn: 'Paid once, no automatic renewal.',
    descriptionDe: 'Einmal bezahlt, keine automatische Verlängerung.',
    priceCents: 27900,
    durationMonths: 3,
    sortOrder: 2,
  },
  {
    code: 'package-6',
    kind: 'one_time',
    nameEn: '6 months',
    nameDe: '6 Monate',
    descriptionEn: 'Paid once, no automatic renewal.',
    descriptionDe: 'Einmal bezahlt, keine automatische Verlängerung.',
    priceCents: 52900,
    durationMonths: 6,
    sortOrder: 3,
  },
  {
    code: 'package-12',
    kind: 'one_time',
    nameEn: '12 months',
    nameDe: '12 Monate',
    descriptionEn: 'Paid once, no automatic renewal.',
    descriptionDe: 'Einmal bezahlt, keine automatische Verlängerung.',
    priceCents: 99900,
    durationMonths: 12,
    sortOrder: 4,
  },
];

export async function ensureDefaultPlans(db: Database) {
  await db.insert(t.plans).values(DEFAULT_PLANS).onConflictDoNothing({ target: t.plans.code });
  return db.select().from(t.plans).orderBy(t.plans.sortOrder);
}

/** The company's billing account (one per company): a 10-day trial from now unless told otherwise; replaces the one it has. */
export async function createSubscription(
  db: Database,
  input: Partial<typeof t.subscriptions.$inferInsert> & { companyId: string },
) {
  const values = {
    status: 'trialing' as const,
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 10 * DAY),
    ...input,
  };
  const [subscription] = await db
    .insert(t.subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: t.subscriptions.companyId, set: values })
    .returning();
  if (!subscription) throw new Error('createSubscription: no row');
  return subscription;
}

export async function createNotification(
  db: Database,
  input: Partial<typeof t.notifications.$inferInsert> & { userId: string },
) {
  const [notification] = await db
    .insert(t.notifications)
    .values({ type: 'application_received', ...input })
    .returning();
  if (!notification) throw new Error('createNotification: no row');
  return notification;
}

export async function createCandidateSearchProfile(
  db: Database,
  input: Partial<typeof t.candidateSearchProfiles.$inferInsert> & { companyId: string },
) {
  const [profile] = await db
    .insert(t.candidateSearchProfiles)
    .values({ name: 'Nursing, B1+', minGermanLevel: 'B1', fieldsOfInterest: ['health'], ...input })
    .returning();
  if (!profile) throw new Error('createCandidateSearchProfile: no row');
  return profile;
}

export async function createTrainingSearchProfile(
  db: Database,
  input: Partial<typeof t.trainingSearchProfiles.$inferInsert> & { candidateId: string },
) {
  const [profile] = await db
    .insert(t.trainingSearchProfiles)
    .values({ name: 'Nursing in Berlin', preferredLocations: ['berlin'], fieldsOfInterest: ['health'], ...input })
    .returning();
  if (!profile) throw new Error('createTrainingSearchProfile: no row');
  return profile;
}

export async function createAnalyticsEvent(
  db: Database,
  input: Partial<typeof t.analyticsEvents.$inferInsert> & { event: string },
) {
  const [event] = await db.insert(t.analyticsEvents).values(input).returning();
  if (!event) throw new Error('createAnalyticsEvent: no row');
  return event;
}

/**
 * A stored file's row: a PDF German certificate unless told otherwise. Its bytes are the caller's
 * to put into storage (tests that never read them need none; the demo seed writes them).
 */
export async function createFile(db: Database, input: Partial<typeof t.files.$inferInsert> & { ownerId: string }) {
  const [file] = await db
    .insert(t.files)
    .values({
      kind: 'german_certificate',
      storageKey: `${crypto.randomUUID().slice(0, 2)}/${crypto.randomUUID()}`,
      originalName: 'certificate.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1024,
      ...input,
    })
    .returning();
  if (!file) throw new Error('createFile: no row');
  return file;
}
