import type { GermanLevel } from '@azubi/shared/listings/listing';
import type { CertificateType } from '@azubi/shared/profile/profile';
import { and, eq } from 'drizzle-orm';
import { openPlacement } from '../features/placements/open-placement';
import { completionOf, loadProfileState } from '../features/profile/profile-state';
import { autoApprovable } from '../features/profile/review-profile';
import type { FileStorage } from '../storage/storage';
import type { Database } from './client';
import * as f from './factories';
import { SEED_BLOG_POSTS } from './seed-blog-posts';
import { demoCertificatePdf } from './seed-files';
import { addDemoMedia } from './seed-media';
import * as t from './schema';

/**
 * Demo data, loaded once into an empty installation (`npm start` does it unless SEED_DEMO=false).
 * Every person and company is marked `is_demo` and named as a demo, every e-mail address is on the
 * reserved `.example` domain, and all demo accounts share one password, printed at start-up.
 */

const SEED_KEY = 'demo_seed';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const dateIn = (days: number) => inDays(days).toISOString().slice(0, 10);

export type DemoAccount = { role: string; email: string; name: string };
export type SeedResult = { created: boolean; password: string; accounts: DemoAccount[]; invitationPath: string };

/** A pending team invitation with a known token, so the invitation flow can be tried from the printed link. */
export const DEMO_INVITATION = {
  email: 'praxisanleitung@klinikum-demo.example',
  token: '0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10',
  company: 'Klinikum Nord Demo GmbH',
} as const;

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.azubi-connect.example', name: 'Demo Admin' },
  moderator: { email: 'moderator@demo.azubi-connect.example', name: 'Demo Moderatorin' },
  employer: { email: 'personal@klinikum-demo.example', name: 'Sabine Krüger (Demo)' },
  teamMember: { email: 'ausbildung@klinikum-demo.example', name: 'Jonas Weber (Demo)' },
  employer2: { email: 'jobs@baeckerei-demo.example', name: 'Thomas Becker (Demo)' },
  candidate: { email: 'amina@demo.azubi-connect.example', name: 'Amina El Idrissi (Demo)' },
  candidateDe: { email: 'nguyen@demo.azubi-connect.example', name: 'Nguyễn Thị Lan (Demo)' },
  candidatePending: { email: 'carlos@demo.azubi-connect.example', name: 'Carlos Mendoza (Demo)' },
  candidateRejected: { email: 'priya@demo.azubi-connect.example', name: 'Priya Sharma (Demo)' },
} as const;

function accountList(): DemoAccount[] {
  return [
    { role: 'admin', ...DEMO_ACCOUNTS.admin },
    { role: 'moderator', ...DEMO_ACCOUNTS.moderator },
    { role: 'employer (team admin)', ...DEMO_ACCOUNTS.employer },
    { role: 'team member', ...DEMO_ACCOUNTS.teamMember },
    { role: 'employer', ...DEMO_ACCOUNTS.employer2 },
    { role: 'candidate (approved)', ...DEMO_ACCOUNTS.candidate },
    { role: 'candidate (German UI)', ...DEMO_ACCOUNTS.candidateDe },
    { role: 'candidate (pending review)', ...DEMO_ACCOUNTS.candidatePending },
    { role: 'candidate (rejected)', ...DEMO_ACCOUNTS.candidateRejected },
  ];
}

/**
 * Loads the demo data unless it was loaded before; returns the demo accounts either way. With
 * `storage`, the demo certificates' bytes are stored too (without, their rows only, as in tests).
 */
export async function seedDemoData(db: Database, options: { storage?: FileStorage } = {}): Promise<SeedResult> {
  const [done] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEED_KEY));
  if (done)
    return {
      created: false,
      password: f.DEFAULT_PASSWORD,
      accounts: accountList(),
      invitationPath: `/auth?invitation=${DEMO_INVITATION.token}`,
    };

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const demo = { isDemo: true } as const;

    const admin = await f.createUser(txDb, { ...DEMO_ACCOUNTS.admin, role: 'admin', ...demo });
    const moderator = await f.createUser(txDb, {
      ...DEMO_ACCOUNTS.moderator,
      role: 'moderator',
      locale: 'de',
      ...demo,
    });
    // The plans of docs/decisions/README.md (admins edit them at /admin/subscriptions): 99 EUR monthly, and
    // packages of 3 months 279 EUR, 6 months 529 EUR and 12 months 999 EUR (gross).
    await f.ensureDefaultPlans(txDb);

    const { user: employer, company: klinikum } = await f.createEmployer(txDb, {
      user: { ...DEMO_ACCOUNTS.employer, locale: 'de', timezone: 'Europe/Berlin', ...demo },
      company: {
        name: 'Klinikum Nord Demo GmbH',
        industry: 'Healthcare',
        location: 'Hamburg',
        website: 'https://klinikum-demo.example',
        about:
          'Demo-Unternehmen: Ein Krankenhaus mit 900 Betten, das jedes Jahr 40 Auszubildende in der Pflege begleitet – mit Sprachkursen, Mentoring und Hilfe bei der Wohnungssuche.',
        verificationStatus: 'verified',
        verifiedAt: new Date(),
        trialUsed: true,
        ...demo,
      },
    });
    const teamMember = await f.createUser(txDb, {
      ...DEMO_ACCOUNTS.teamMember,
      role: 'team_member',
      locale: 'de',
      ...demo,
    });
    await f.addCompanyMember(txDb, { companyId: klinikum.id, userId: teamMember.id, role: 'member' });
    await f.createTeamInvitation(txDb, {
      companyId: klinikum.id,
      email: DEMO_INVITATION.email,
      token: DEMO_INVITATION.token,
      role: 'member',
      invitedBy: employer.id,
      // Long-lived so the printed demo link keeps working.
      expiresAt: new Date(Date.now() + 365 * DAY),
    });
    // The Klinikum's 10-day trial started when the demo was seeded (as at its admin's onboarding):
    // the header shows the days left, and /subscription offers the plans to buy with the local provider.
    await f.createSubscription(txDb, { companyId: klinikum.id, trialStartedAt: new Date(), trialEndsAt: inDays(10) });

    const { user: baeckereiOwner, company: baeckerei } = await f.createEmployer(txDb, {
      user: { ...DEMO_ACCOUNTS.employer2, ...demo },
      company: {
        name: 'Bäckerei Sonnenkorn Demo',
        industry: 'Food & Hospitality',
        location: 'Leipzig',
        website: 'https://baeckerei-demo.example',
        about: 'Demo company: a family bakery with 12 shops that trains bakers and sales staff every year.',
        verificationStatus: 'pending',
        verificationRequestedAt: inDays(-1),
        trialUsed: true,
        ...demo,
      },
    });
    // Its e-mail domain is not its website's, so it waits for a moderator with a register extract.
    const extract = demoCertificatePdf([
      'DEMO - not a real document',
      'Handelsregisterauszug / trade register extract',
      'Baeckerei Sonnenkorn Demo, Leipzig',
      'Sample document of the Azubi Connect demo data.',
    ]);
    const extractFile = await f.createFile(txDb, {
      ownerId: baeckereiOwner.id,
      kind: 'company_verification',
      originalName: 'handelsregisterauszug-demo.pdf',
      mimeType: 'application/pdf',
      sizeBytes: extract.length,
    });
    await options.storage?.put(extractFile.storageKey, extract);
    await txDb.insert(t.companyVerificationDocuments).values({ companyId: baeckerei.id, fileId: extractFile.id });
    await f.createSubscription(txDb, {
      companyId: baeckerei.id,
      status: 'trialing',
      trialStartedAt: inDays(-3),
      trialEndsAt: inDays(7),
    });

    // One after another: a transaction runs on one connection.
    const listings = [];
    for (const make of [
      () =>
        f.createListing(txDb, {
          companyId: klinikum.id,
          createdBy: employer.id,
          title: 'Ausbildung Pflegefachfrau / Pflegefachmann (m/w/d)',
          description:
            'Drei Jahre generalistische Pflegeausbildung mit Einsätzen in Innerer Medizin, Chirurgie und Pädiatrie. Wir bezahlen deinen B2-Sprachkurs, stellen ein Zimmer im Wohnheim und begleiten dich mit einer festen Mentorin.',
          programType: 'ausbildung',
          category: 'health',
          germanLevelRequired: 'B1',
          location: 'Hamburg',
          locationSlug: 'hamburg',
          startDate: dateIn(150),
          durationYears: '3.0',
          salaryMin: 1340,
          salaryMax: 1500,
          freeAccommodation: true,
          visaSponsorship: true,
          minAge: 17,
          contactPerson: 'Sabine Krüger',
          requiredDocuments: ['CV', 'School certificate', 'German certificate B1'],
          ...demo,
        }),
      () =>
        f.createListing(txDb, {
          companyId: klinikum.id,
          createdBy: teamMember.id,
          title: 'FSJ in the hospital: patient transport and ward support',
          description:
            'Twelve months of voluntary social service on our wards: accompany patients, help the care team and find out whether nursing is your profession. Seminar days and a language course are included.',
          programType: 'fsj',
          category: 'health',
          germanLevelRequired: 'A2',
          location: 'Hamburg',
          locationSlug: 'hamburg',
          startDate: dateIn(60),
          monthlyAllowance: 520,
          sector: 'health',
          freeAccommodation: true,
          minAge: 18,
          maxAge: 26,
          ...demo,
        }),
      () =>
        f.createListing(txDb, {
          companyId: baeckerei.id,
          title: 'Ausbildung Bäcker/in (m/w/d)',
          description:
            'Lerne das Bäckerhandwerk von Grund auf: Sauerteig, Brötchen, Feingebäck. Arbeitsbeginn früh am Morgen, dafür ist der Nachmittag frei. Übernahme nach der Ausbildung ist unser Ziel.',
          programType: 'ausbildung',
          category: 'hospitality',
          germanLevelRequired: 'B1',
          location: 'Leipzig',
          locationSlug: 'leipzig',
          startDate: dateIn(240),
          durationYears: '3.0',
          salaryMin: 950,
          salaryMax: 1150,
          ...demo,
        }),
      () =>
        f.createListing(txDb, {
          companyId: baeckerei.id,
          title: 'Apprenticeship retail sales (bakery), Leipzig',
          description:
            'Two-year apprenticeship as a specialist salesperson in our bakery shops: customer service, product knowledge and cash handling. Friendly team, regular training days.',
          programType: 'ausbildung',
          category: 'business',
          germanLevelRequired: 'B2',
          location: 'Leipzig',
          locationSlug: 'leipzig',
          startDate: dateIn(200),
          durationYears: '2.0',
          salaryMin: 900,
          salaryMax: 1050,
          ...demo,
        }),
      () =>
        f.createListing(txDb, {
          companyId: klinikum.id,
          title: 'Bundesfreiwilligendienst in der Kinderklinik',
          description:
            'Ein Jahr Bundesfreiwilligendienst auf unserer Kinderstation: spielen, vorlesen, begleiten. Ideal, um Deutsch im Alltag zu lernen.',
          programType: 'bfd',
          category: 'health',
          germanLevelRequired: 'A2',
          location: 'Hamburg',
          locationSlug: 'hamburg',
          startDate: dateIn(90),
          monthlyAllowance: 480,
          sector: 'children',
          isActive: false,
          // Closed a week ago: its page still shows it, marked no longer open (ADR 0027).
          closedAt: new Date(Date.now() - 7 * 86_400_000),
          ...demo,
        }),
    ]) {
      listings.push(await make());
    }
    const [nursing, fsj, baker] = listings;

    // Candidates go through the profile rules, as if they had filled in their profiles themselves:
    // complete with a Goethe or telc certificate at B1+ is approved at once, otherwise complete goes
    // to review, where the moderator decides (seed.test.ts checks every state against the rules).
    const candidate = (input: DemoCandidate) => createDemoCandidate(txDb, options.storage, moderator.id, input);
    const amina = await candidate({
      user: { ...DEMO_ACCOUNTS.candidate, timezone: 'Africa/Casablanca', ...demo },
      profile: {
        dateOfBirth: '2002-03-11',
        location: 'Rabat',
        country: 'MA',
        bio: 'Nursing assistant with two years of hospital experience in Rabat. I want to complete my Pflegeausbildung in Germany.',
        germanLevel: 'B2',
        certificateType: 'goethe',
        programInterests: ['ausbildung'],
        ausbildungFields: ['health'],
        willingToRelocate: true,
        visaRequired: true,
        skills: ['Patient care', 'Arabic', 'French', 'First aid'],
        hobbies: ['Running', 'Cooking'],
        education: [
          { institution: 'Lycée Moulay Youssef', qualification: 'Baccalauréat', start: '09.2017', end: '06.2020' },
        ],
        workExperience: [
          { company: 'Hôpital Ibn Sina', position: 'Nursing assistant', start: '09.2021', end: '08.2023' },
        ],
      },
      certificate: { type: 'goethe', level: 'B2' },
    });
    // Amina recorded an introduction and shares her documents (a CV beside her certificate), so the
    // Klinikum's page of her, whom her application reveals to it, has them to try (issue 29).
    await addDemoMedia(txDb, options.storage, amina);
    const lan = await candidate({
      // Called by her given name, which comes last in Vietnamese (issue 28).
      user: { ...DEMO_ACCOUNTS.candidateDe, calledName: 'Lan', locale: 'de', ...demo },
      profile: {
        dateOfBirth: '2004-07-02',
        location: 'Hà Nội',
        country: 'VN',
        bio: 'Ich interessiere mich für ein FSJ im Krankenhaus und danach für die Pflegeausbildung.',
        germanLevel: 'B1',
        certificateType: 'telc',
        programInterests: ['fsj', 'ausbildung'],
        fsjSectors: ['health'],
        ausbildungFields: ['health'],
      },
      certificate: { type: 'telc', level: 'B1' },
    });
    // An ÖSD certificate is not approved automatically: the profile waits for the moderator.
    await candidate({
      user: { ...DEMO_ACCOUNTS.candidatePending, ...demo },
      profile: {
        dateOfBirth: '2001-12-24',
        location: 'Bogotá',
        country: 'CO',
        germanLevel: 'B1',
        certificateType: 'osd',
        programInterests: ['ausbildung'],
        ausbildungFields: ['engineering'],
      },
      certificate: { type: 'osd', level: 'B1' },
    });
    await candidate({
      user: { ...DEMO_ACCOUNTS.candidateRejected, ...demo },
      profile: {
        dateOfBirth: '2003-01-30',
        location: 'Pune',
        country: 'IN',
        germanLevel: 'B2',
        certificateType: 'other',
        programInterests: ['ausbildung'],
        ausbildungFields: ['it'],
      },
      certificate: { type: 'other', level: 'B2' },
      review: {
        decision: 'rejected',
        reason: 'The uploaded certificate shows level A2, not B2. Please upload your B2 certificate.',
      },
    });

    // Candidates no demo company is in contact with: the find-candidates search shows them anonymised
    // ("Candidate 4F2A", an age band) until a company saves them; one stays anonymous until she answers.
    const searchable: DemoCandidate[] = [
      {
        user: { email: 'kwame@demo.azubi-connect.example', name: 'Kwame Mensah (Demo)', ...demo },
        profile: {
          dateOfBirth: '2000-05-19',
          location: 'Accra',
          country: 'GH',
          bio: 'Electrician with three years of experience in building installations; I want to do my Ausbildung as Elektroniker in Germany.',
          germanLevel: 'B1',
          certificateType: 'goethe',
          programInterests: ['ausbildung'],
          ausbildungFields: ['engineering'],
          driversLicense: true,
          willingToRelocate: true,
          visaRequired: true,
          availableFrom: dateIn(90),
          skills: ['Electrical installation', 'Solar panels', 'English'],
          education: [
            {
              institution: 'Accra Technical University',
              qualification: 'HND Electrical Engineering',
              start: '09.2018',
              end: '07.2021',
            },
          ],
          workExperience: [{ company: 'Volta Electric Ltd.', position: 'Electrician', start: '08.2021', end: null }],
        },
        certificate: { type: 'goethe', level: 'B1' },
      },
      {
        user: { email: 'sofia@demo.azubi-connect.example', name: 'Sofía Ramírez (Demo)', ...demo },
        profile: {
          dateOfBirth: '2005-02-08',
          location: 'Lima',
          country: 'PE',
          bio: 'Ich möchte ein FSJ mit Kindern machen und danach Erzieherin werden.',
          germanLevel: 'B2',
          certificateType: 'telc',
          programInterests: ['fsj', 'ausbildung'],
          fsjSectors: ['children', 'education'],
          ausbildungFields: ['other'],
          stayAnonymous: true,
          availableFrom: dateIn(30),
          skills: ['Kinderbetreuung', 'Spanisch', 'Gitarre'],
        },
        certificate: { type: 'telc', level: 'B2' },
      },
      {
        user: { email: 'rahul@demo.azubi-connect.example', name: 'Rahul Verma (Demo)', ...demo },
        profile: {
          dateOfBirth: '2001-11-30',
          location: 'Bengaluru',
          country: 'IN',
          bio: 'Self-taught web developer looking for an Ausbildung als Fachinformatiker Anwendungsentwicklung.',
          germanLevel: 'C1',
          certificateType: 'goethe',
          programInterests: ['ausbildung'],
          ausbildungFields: ['it'],
          workPermitAvailable: true,
          skills: ['JavaScript', 'Python', 'SQL'],
        },
        certificate: { type: 'goethe', level: 'C1' },
      },
    ];
    for (const input of searchable) await candidate(input);

    if (nursing && fsj && baker) {
      // Applications with their history at realistic times, so the analytics have response times.
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
      const application = await f.createApplicationWithHistory(txDb, {
        listingId: nursing.id,
        candidateId: amina.id,
        appliedAt: hoursAgo(20 * 24),
        steps: [
          { status: 'reviewing', at: hoursAgo(20 * 24 - 18), by: employer.id },
          { status: 'shortlisted', at: hoursAgo(16 * 24), by: teamMember.id },
        ],
      });
      await f.createSavedCandidate(txDb, {
        companyId: klinikum.id,
        candidateId: amina.id,
        savedBy: employer.id,
        notes: 'Strong clinical experience; invite to interview.',
      });
      // The team's notes, each with its author and time (never shown to Amina).
      await txDb.insert(t.candidateNotes).values([
        {
          companyId: klinikum.id,
          candidateId: amina.id,
          authorId: employer.id,
          body: 'Strong clinical experience; invite to interview.',
          createdAt: inDays(-3),
        },
        {
          companyId: klinikum.id,
          candidateId: amina.id,
          authorId: teamMember.id,
          body: 'Goethe B2 verified. Ask about the start date and the room in the residence.',
          createdAt: inDays(-2),
        },
      ]);
      // Amina sees on her privacy page that the Klinikum viewed her profile.
      await f.createAnalyticsEvent(txDb, {
        event: 'profile_view',
        userId: employer.id,
        createdAt: inDays(-2),
        metadata: { resource_type: 'candidate_profile', resource_id: amina.id, company_id: klinikum.id },
      });
      await f.createInterview(txDb, {
        companyId: klinikum.id,
        candidateId: amina.id,
        applicationId: application.id,
        scheduledBy: employer.id,
        interviewerId: employer.id,
        // On the hour, as people schedule.
        startsAt: new Date(Math.ceil(inDays(5).getTime() / HOUR) * HOUR),
        platform: 'google_meet',
        videoLink: 'https://meet.google.com/dem-oint-erv',
        message: 'Wir freuen uns auf das Gespräch! / We look forward to talking to you!',
      });
      // A first talk that took place, with the team's private note.
      await f.createInterview(txDb, {
        companyId: klinikum.id,
        candidateId: amina.id,
        applicationId: application.id,
        scheduledBy: employer.id,
        interviewerId: teamMember.id,
        startsAt: new Date(Math.floor(inDays(-9).getTime() / HOUR) * HOUR),
        durationMinutes: 20,
        platform: 'zoom',
        videoLink: 'https://zoom.us/j/5550100200',
        status: 'completed',
        outcomeNote: 'Sehr gut vorbereitet, Deutsch sicher. Zweites Gespräch mit der Stationsleitung.',
      });
      await f.createApplicationWithHistory(txDb, {
        listingId: fsj.id,
        candidateId: lan.id,
        appliedAt: hoursAgo(3 * 24),
        coverLetter: 'Ich möchte mein FSJ gern bei Ihnen im Krankenhaus machen.',
      });
      await f.createApplicationWithHistory(txDb, {
        listingId: baker.id,
        candidateId: amina.id,
        appliedAt: hoursAgo(30 * 24),
        steps: [{ status: 'withdrawn', at: hoursAgo(28 * 24), by: amina.id }],
      });
      // Lan's application the Bäckerei answered: a proven contact, so Lan may review the Bäckerei (issue 18).
      await f.createApplicationWithHistory(txDb, {
        listingId: baker.id,
        candidateId: lan.id,
        appliedAt: hoursAgo(12 * 24),
        coverLetter: 'Ich backe gern und möchte die Ausbildung in Ihrer Bäckerei machen.',
        steps: [{ status: 'reviewing', at: hoursAgo(10 * 24), by: baeckereiOwner.id }],
      });
      // More applicants to the Klinikum, at each stage of its pipeline (the board and the analytics).
      const applicants: DemoCandidate[] = [
        {
          user: { email: 'joseph@demo.azubi-connect.example', name: 'Joseph Owusu (Demo)', ...demo },
          profile: {
            dateOfBirth: '2000-06-14',
            location: 'Accra',
            country: 'GH',
            bio: 'Pflegehelfer aus Accra, möchte die Pflegeausbildung in Deutschland machen.',
            germanLevel: 'B1',
            certificateType: 'goethe',
            programInterests: ['ausbildung'],
            ausbildungFields: ['health'],
          },
          certificate: { type: 'goethe', level: 'B1' },
        },
        {
          user: { email: 'nilufar@demo.azubi-connect.example', name: 'Nilufar Karimova (Demo)', ...demo },
          profile: {
            dateOfBirth: '2003-09-21',
            location: 'Taschkent',
            country: 'UZ',
            bio: 'Medical college graduate from Tashkent, looking for a nursing apprenticeship.',
            germanLevel: 'B2',
            certificateType: 'telc',
            programInterests: ['ausbildung'],
            ausbildungFields: ['health'],
          },
          certificate: { type: 'telc', level: 'B2' },
        },
        {
          user: { email: 'minh@demo.azubi-connect.example', name: 'Trần Minh Anh (Demo)', locale: 'de', ...demo },
          profile: {
            dateOfBirth: '2005-01-03',
            location: 'Đà Nẵng',
            country: 'VN',
            bio: 'Ich möchte ein FSJ im Krankenhaus machen und danach in die Pflege gehen.',
            germanLevel: 'B1',
            certificateType: 'goethe',
            programInterests: ['fsj'],
            fsjSectors: ['health'],
            visaRequired: true,
          },
          certificate: { type: 'goethe', level: 'B1' },
        },
      ];
      const [joseph, nilufar, minh] = [
        await candidate(applicants[0]!),
        await candidate(applicants[1]!),
        await candidate(applicants[2]!),
      ];
      await f.createApplicationWithHistory(txDb, {
        listingId: nursing.id,
        candidateId: joseph.id,
        appliedAt: hoursAgo(25 * 24),
        steps: [
          { status: 'reviewing', at: hoursAgo(25 * 24 - 26), by: teamMember.id },
          { status: 'rejected', at: hoursAgo(21 * 24), by: employer.id },
        ],
      });
      await f.createApplicationWithHistory(txDb, {
        listingId: fsj.id,
        candidateId: joseph.id,
        appliedAt: hoursAgo(6 * 24),
      });
      await f.createApplicationWithHistory(txDb, {
        listingId: nursing.id,
        candidateId: nilufar.id,
        appliedAt: hoursAgo(9 * 24),
        steps: [{ status: 'reviewing', at: hoursAgo(9 * 24 - 12), by: teamMember.id }],
      });
      const minhsApplication = await f.createApplicationWithHistory(txDb, {
        listingId: fsj.id,
        candidateId: minh.id,
        appliedAt: hoursAgo(14 * 24),
        steps: [
          { status: 'shortlisted', at: hoursAgo(12 * 24), by: employer.id },
          { status: 'accepted', at: hoursAgo(5 * 24), by: employer.id },
        ],
      });
      // Minh's acceptance opened a placement (issue 20): the agreement is signed, the visa applied for.
      const placementId = await openPlacement(txDb, {
        applicationId: minhsApplication.id,
        companyId: klinikum.id,
        candidateId: minh.id,
        listingId: fsj.id,
        program: fsj.programType,
      });
      if (placementId) {
        await txDb
          .update(t.placements)
          .set({ createdAt: hoursAgo(5 * 24) })
          .where(eq(t.placements.id, placementId));
        for (const [key, state, by, side] of [
          ['contract_signed', 'done', employer.id, 'company'],
          ['embassy_appointment_booked', 'done', minh.id, 'candidate'],
          ['visa_applied', 'in_progress', minh.id, 'candidate'],
        ] as const)
          await txDb
            .update(t.placementSteps)
            .set({
              state,
              doneAt: state === 'done' ? hoursAgo(3 * 24) : null,
              updatedAt: hoursAgo(3 * 24),
              updatedBy: by,
              updatedBySide: side,
            })
            .where(and(eq(t.placementSteps.placementId, placementId), eq(t.placementSteps.key, key)));
      }
      // Views of every demo listing over the last 90 days: more on weekdays, a little noise, the
      // nursing place most seen.
      for (const [index, listing] of listings.entries()) {
        const base = [9, 6, 4, 3, 2][index] ?? 2;
        const views: Record<string, number> = {};
        for (let daysAgo = 89; daysAgo >= 0; daysAgo--) {
          const day = new Date(Date.now() - daysAgo * DAY);
          const weekday = day.getUTCDay();
          const weekend = weekday === 0 || weekday === 6;
          const noise = ((daysAgo * 7 + index * 13) % 5) - 2;
          views[day.toISOString().slice(0, 10)] = Math.max(0, Math.round(base * (weekend ? 0.6 : 1) + noise));
        }
        await f.createListingViews(txDb, listing.id, views);
      }
      const conversation = await f.createConversation(txDb, {
        companyId: klinikum.id,
        candidateId: amina.id,
        subject: 'Ausbildung Pflege',
      });
      await f.createMessage(txDb, {
        conversationId: conversation.id,
        senderId: employer.id,
        body: 'Hallo Amina, vielen Dank für Ihre Bewerbung! Passt Ihnen ein Gespräch nächste Woche?',
      });
      await f.createMessage(txDb, {
        conversationId: conversation.id,
        senderId: amina.id,
        body: 'Guten Tag Frau Krüger, ja, sehr gern. Vielen Dank!',
      });
      await f.createNotification(txDb, {
        userId: employer.id,
        type: 'application_received',
        data: { listingTitle: fsj.title },
        link: '/employer/applications',
      });
      await f.createNotification(txDb, {
        userId: amina.id,
        type: 'application_status_changed',
        data: { listingTitle: nursing.title, status: 'shortlisted' },
        link: '/my-applications',
      });
    }

    await f.createReview(txDb, {
      companyId: klinikum.id,
      authorId: amina.id,
      rating: 5,
      text: 'Very quick answers and a clear interview process.',
      status: 'approved',
      moderatedBy: moderator.id,
      moderatedAt: new Date(),
    });
    await f.createCandidateSearchProfile(txDb, {
      companyId: klinikum.id,
      createdBy: employer.id,
      name: 'Pflege, ab B1',
    });
    await f.createTrainingSearchProfile(txDb, {
      candidateId: lan.id,
      name: 'FSJ Hamburg',
      preferredLocations: ['hamburg'],
      maxGermanLevel: 'B1',
    });

    for (const post of SEED_BLOG_POSTS) {
      const group = crypto.randomUUID();
      const shared = {
        category: post.category,
        translationGroup: group,
        featured: post.featured ?? false,
        featuredImagePath: post.image,
        publishedAt: inDays(-post.daysAgo),
        status: 'published' as const,
        // Written by the demo admin (the blog's editor), so the posts show an author, never "Unknown".
        authorId: admin.id,
        ...demo,
      };
      await f.createBlogPost(txDb, { ...post.en, ...shared, locale: 'en' });
      await f.createBlogPost(txDb, { ...post.de, ...shared, locale: 'de' });
    }

    await txDb.insert(t.appMeta).values({ key: SEED_KEY, value: { at: new Date().toISOString() } });
  });

  return {
    created: true,
    password: f.DEFAULT_PASSWORD,
    accounts: accountList(),
    invitationPath: `/auth?invitation=${DEMO_INVITATION.token}`,
  };
}

type DemoCandidate = {
  user: f.UserInput;
  /** What the candidate filled in; the approval state is not given but follows from the rules. */
  profile: Omit<Partial<typeof t.candidateProfiles.$inferInsert>, 'approvalStatus' | 'autoApproved' | 'userId'>;
  /** The German certificate uploaded, with the type and level the candidate said it shows. */
  certificate?: { type: CertificateType; level: GermanLevel };
  /** The moderator's decision on a profile the rules send to review; without one it waits. */
  review?: { decision: 'approved' } | { decision: 'rejected'; reason: string };
};

/**
 * A demo candidate whose profile state is the one the rules give (features/profile/review-profile.ts
 * after the candidate's last save, then moderation's decision on a pending profile), never one
 * written by hand: a profile missing something stays a draft, a complete one is approved at once
 * with a Goethe or telc certificate at B1 or higher (spec §4) and otherwise waits for review.
 */
async function createDemoCandidate(
  db: Database,
  storage: FileStorage | undefined,
  moderatorId: string,
  input: DemoCandidate,
): Promise<typeof t.users.$inferSelect> {
  const { user } = await f.createCandidate(db, {
    user: input.user,
    profile: {
      ...input.profile,
      approvalStatus: 'draft',
      autoApproved: false,
      submittedAt: null,
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
    },
  });
  if (input.certificate) {
    const { type, level } = input.certificate;
    const bytes = demoCertificatePdf([
      'DEMO - not a real certificate',
      `German language certificate (${type.toUpperCase()}), level ${level}`,
      `Holder: ${user.name}`,
      'Sample document of the Azubi Connect demo data.',
    ]);
    const file = await f.createFile(db, {
      ownerId: user.id,
      kind: 'german_certificate',
      originalName: `${type}-${level.toLowerCase()}-certificate-demo.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    await storage?.put(file.storageKey, bytes);
    await db
      .update(t.candidateProfiles)
      .set({ germanCertificateFileId: file.id, germanCertificateType: type, germanCertificateLevel: level })
      .where(eq(t.candidateProfiles.userId, user.id));
  }

  const state = await loadProfileState(db, user.id);
  const completion = completionOf(state);
  const now = new Date();
  if (!completion.complete) {
    if (input.review) throw new Error(`Demo profile ${user.email} is incomplete (${completion.missing.join(', ')})`);
    return user;
  }
  const auto = autoApprovable(state);
  if (auto && input.review) throw new Error(`Demo profile ${user.email} is approved at once; it gets no review`);
  await db
    .update(t.candidateProfiles)
    .set(
      auto
        ? { approvalStatus: 'approved', autoApproved: true, submittedAt: now, reviewedAt: now }
        : { approvalStatus: 'pending', autoApproved: false, submittedAt: now },
    )
    .where(eq(t.candidateProfiles.userId, user.id));
  if (input.review) {
    // As a moderator decides a pending profile (features/moderation/verifications.ts).
    await db
      .update(t.candidateProfiles)
      .set({
        approvalStatus: input.review.decision,
        reviewedAt: now,
        reviewedBy: moderatorId,
        rejectionReason: input.review.decision === 'rejected' ? input.review.reason : null,
      })
      .where(eq(t.candidateProfiles.userId, user.id));
  }
  return user;
}
