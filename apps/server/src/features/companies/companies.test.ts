import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { companies, notifications, subscriptions } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { reviewSharedDomainCompanies } from './review-shared-domain-companies';

let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const unique = () => `${++n}-${Date.now().toString(36)}`;
let moderator: TestAgent;

/** A team admin of a new company; `domain` is their e-mail's domain, the website is given separately. */
async function companyAdmin(
  options: { domain?: string; website?: string | null; locale?: 'en' | 'de'; emailVerified?: boolean } = {},
) {
  const { user, company } = await f.createEmployer(t.db, {
    user: {
      email: `hr-${unique()}@${options.domain ?? 'muster-gmbh.de'}`,
      locale: options.locale ?? 'en',
      emailVerified: options.emailVerified ?? true,
    },
    company: { website: options.website === undefined ? 'https://www.muster-gmbh.de' : options.website },
  });
  return { user, company, agent: await signIn(t, user, { lang: options.locale ?? 'en' }) };
}

async function teamMember(companyId: string, lang: 'en' | 'de' = 'en') {
  const user = await f.createUser(t.db, { role: 'team_member', email: `member-${unique()}@muster-gmbh.de` });
  await f.addCompanyMember(t.db, { companyId, userId: user.id, role: 'member' });
  return signIn(t, user, { lang });
}

const profileBody = {
  name: 'Klinikum Nord GmbH',
  industry: 'Healthcare',
  location: 'Hamburg',
  about: 'A hospital with 40 trainees a year.',
  website: 'www.klinikum-nord.de',
};

function upload(agent: TestAgent, url: string, file: { bytes: Buffer; filename: string; contentType: string }) {
  return agent.request({ method: 'POST', url, ...multipart(file) });
}

const pdfDoc = () => ({
  bytes: media.pdf('Handelsregisterauszug'),
  filename: 'register.pdf',
  contentType: 'application/pdf',
});

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
  moderator = await signIn(t, await f.createUser(t.db, { role: 'moderator', email: `mod-${unique()}@example.org` }));
});
afterAll(() => t.close());

describe('company profile', () => {
  it('a team admin reads and saves it; the website is stored as an address', async () => {
    const { agent } = await companyAdmin();
    const read = await agent.get('/api/employer/company/profile');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canEdit: true, verificationStatus: 'not_verified', documents: [] });

    const res = await agent.request({ method: 'PUT', url: '/api/employer/company/profile', payload: profileBody });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Company profile saved');
    expect(res.json().profile).toMatchObject({
      name: 'Klinikum Nord GmbH',
      location: 'Hamburg',
      about: 'A hospital with 40 trainees a year.',
      website: 'https://www.klinikum-nord.de',
      canEdit: true,
    });
  });

  it('states the required fields and a bad website in English and German (spec §5)', async () => {
    const { agent } = await companyAdmin();
    const { agent: agentDe } = await companyAdmin({ locale: 'de' });
    const body = { name: ' ', industry: '', location: 'x', website: 'not a website' };
    const en = await agent.request({ method: 'PUT', url: '/api/employer/company/profile', payload: body });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      name: 'Company name is required',
      industry: 'Industry is required',
      location: 'Location is required',
      website: 'Please enter a valid website address, such as https://www.example.de',
    });
    const de = await agentDe.request({ method: 'PUT', url: '/api/employer/company/profile', payload: body });
    expect(de.json().error.fields).toEqual({
      name: 'Firmenname ist erforderlich',
      industry: 'Branche ist erforderlich',
      location: 'Standort ist erforderlich',
      website: 'Bitte gib eine gültige Webadresse ein, zum Beispiel https://www.beispiel.de',
    });
    for (const website of [
      'ftp://klinikum.de',
      'https://localhost',
      'https://user:pw@klinikum.de',
      'http://10.0.0.1',
    ]) {
      const res = await agent.request({
        method: 'PUT',
        url: '/api/employer/company/profile',
        payload: { ...profileBody, website },
      });
      expect(res.json().error?.fields?.website, website).toBe(
        'Please enter a valid website address, such as https://www.example.de',
      );
    }
  });

  it('team members read it and cannot change it, in English and German', async () => {
    const { company } = await companyAdmin();
    const member = await teamMember(company.id);
    const memberDe = await teamMember(company.id, 'de');
    const read = await member.get('/api/employer/company/profile');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: company.id, canEdit: false });
    const writes = [
      () => member.request({ method: 'PUT', url: '/api/employer/company/profile', payload: profileBody }),
      () =>
        upload(member, '/api/employer/company/logo', {
          bytes: media.png(),
          filename: 'l.png',
          contentType: 'image/png',
        }),
      () => upload(member, '/api/employer/company/documents', pdfDoc()),
      () => member.request({ method: 'POST', url: '/api/employer/company/verification' }),
      () => member.request({ method: 'DELETE', url: '/api/employer/company/banner' }),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Team members cannot edit the company profile');
    }
    const de = await memberDe.request({ method: 'PUT', url: '/api/employer/company/profile', payload: profileBody });
    expect(de.json().error.message).toBe('Teammitglieder können das Unternehmensprofil nicht bearbeiten');
  });

  it('an employer without a company gets "Company profile not found"', async () => {
    const user = await f.createUser(t.db, { role: 'employer', email: `new-${unique()}@muster-gmbh.de` });
    const agent = await signIn(t, user);
    const res = await agent.get('/api/employer/company/profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Company profile not found');
    const de = await signIn(t, user, { lang: 'de' });
    expect((await de.get('/api/employer/company/profile')).json().error.message).toBe(
      'Unternehmensprofil nicht gefunden',
    );
  });

  it('next steps: complete profile, verified, first listing; the trial days come from the one access state', async () => {
    const { agent, company } = await companyAdmin({ website: null });
    const start = (await agent.get('/api/employer/company/profile')).json();
    expect(start.setup).toEqual({ profileComplete: false, verified: false, firstListing: false });
    // No second count of trial days here: the screens read GET /api/subscription (issue 29).
    expect(start).not.toHaveProperty('trial');
    expect((await agent.get('/api/subscription')).json().state).toMatchObject({ status: 'trial', trialDaysLeft: 10 });
    await agent.request({ method: 'PUT', url: '/api/employer/company/profile', payload: profileBody });
    await upload(agent, '/api/employer/company/logo', {
      bytes: media.png(40, 40),
      filename: 'l.png',
      contentType: 'image/png',
    });
    await f.createListing(t.db, { companyId: company.id });
    // The trial is stored (it started at onboarding): 8.5 of its 10 days have passed.
    const started = new Date(Date.now() - 8.5 * 24 * 3600 * 1000);
    await t.db
      .update(subscriptions)
      .set({ trialStartedAt: started, trialEndsAt: new Date(started.getTime() + 10 * 24 * 3600 * 1000) })
      .where(eq(subscriptions.companyId, company.id));
    const later = (await agent.get('/api/employer/company/profile')).json();
    expect(later.setup).toEqual({ profileComplete: true, verified: false, firstListing: true });
    expect((await agent.get('/api/subscription')).json().state).toMatchObject({
      status: 'trial_ending',
      trialDaysLeft: 2,
    });
  });
});

describe('logo, banner and documents', () => {
  it('stores a logo and a banner read by their bytes, shows them to anyone, and replaces them', async () => {
    const { agent, company } = await companyAdmin();
    const res = await upload(agent, '/api/employer/company/logo', {
      bytes: media.png(40, 40),
      filename: 'logo.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logo saved');
    const logoUrl: string = res.json().profile.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=`));
    const anonymous = new TestAgent(t.app);
    const image = await anonymous.get(logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const banner = await upload(agent, '/api/employer/company/banner', {
      bytes: media.png(90, 30),
      filename: 'banner.png',
      contentType: 'image/png',
    });
    expect(banner.json().message).toBe('Banner saved');
    const replaced = await upload(agent, '/api/employer/company/logo', {
      bytes: media.png(50, 50, [200, 0, 0]),
      filename: 'logo2.png',
      contentType: 'image/png',
    });
    expect(replaced.json().profile.logoUrl).not.toBe(logoUrl);
    const removed = await agent.request({ method: 'DELETE', url: '/api/employer/company/logo' });
    expect(removed.json()).toMatchObject({ message: 'Logo removed', profile: { logoUrl: null } });
    expect((await anonymous.get(`/api/companies/${company.id}/logo`)).statusCode).toBe(404);
  });

  it('refuses a PDF as logo, a renamed text file, and more than 5 MB (en and de)', async () => {
    const { agent } = await companyAdmin();
    const { agent: agentDe } = await companyAdmin({ locale: 'de' });
    const pdfLogo = await upload(agent, '/api/employer/company/logo', pdfDoc());
    expect(pdfLogo.statusCode).toBe(415);
    expect(pdfLogo.json().error.message).toBe('File type application/pdf not allowed');
    const text = await upload(agentDe, '/api/employer/company/banner', {
      bytes: Buffer.from('not really a picture'),
      filename: 'banner.png',
      contentType: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Dateityp text/plain ist nicht erlaubt');
    const big = Buffer.concat([media.pdf('big'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(agent, '/api/employer/company/documents', {
      bytes: big,
      filename: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('File size exceeds 5MB limit');
  });

  it('keeps verification documents for the team and moderators only', async () => {
    // The website is not on the admin's mail domain: verification waits for a moderator.
    const { agent, company } = await companyAdmin({ website: 'https://www.other-site.de' });
    const res = await upload(agent, '/api/employer/company/documents', pdfDoc());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Document uploaded');
    const [document] = res.json().profile.documents;
    expect(document).toMatchObject({ name: 'register.pdf', mimeType: 'application/pdf' });

    const member = await teamMember(company.id);
    expect((await member.get(document.url)).statusCode).toBe(200);
    // Moderators read them only while the company waits for verification (issue 27).
    expect((await moderator.get(`/api/files/${document.id}`)).statusCode).toBe(404);
    const requested = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(requested.json().profile.verificationStatus).toBe('pending');
    expect((await moderator.get(`/api/files/${document.id}`)).statusCode).toBe(200);
    const { agent: other } = await companyAdmin();
    expect((await other.get(document.url)).statusCode).toBe(404);
    expect((await other.get(`/api/files/${document.id}`)).statusCode).toBe(404);
    const candidate = await signIn(t, await f.createUser(t.db, { role: 'azubi', email: `c-${unique()}@example.org` }));
    expect((await candidate.get(`/api/files/${document.id}`)).statusCode).toBe(404);
    expect((await new TestAgent(t.app).get(document.url)).statusCode).toBe(401);

    const deleted = await agent.request({ method: 'DELETE', url: `/api/employer/company/documents/${document.id}` });
    expect(deleted.json()).toMatchObject({ message: 'Document deleted', profile: { documents: [] } });
  });

  it('allows at most 10 documents', async () => {
    const { agent } = await companyAdmin({ locale: 'de' });
    for (let i = 0; i < 10; i++)
      expect((await upload(agent, '/api/employer/company/documents', pdfDoc())).statusCode).toBe(201);
    const res = await upload(agent, '/api/employer/company/documents', pdfDoc());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Du kannst höchstens 10 Nachweisdokumente hochladen.');
  });
});

describe('company verification (spec §4)', () => {
  it('is verified at once when the admin’s verified e-mail is on the website’s registrable domain', async () => {
    const { agent } = await companyAdmin({ domain: 'jobs.klinikum-sued.de', website: 'https://www.klinikum-sued.de' });
    const res = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your company is verified: your email address matches your website.');
    expect(res.json().profile).toMatchObject({ verificationStatus: 'verified', setup: { verified: true } });
    const again = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your company is already verified.');
  });

  it('never verifies by a personal mail domain or an unverified e-mail address; asks for documents (en, de)', async () => {
    const { agent } = await companyAdmin({ domain: 'gmail.com', website: 'https://www.gmail.com' });
    const res = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Your email domain does not match your website, so our team checks your company by hand. Please upload a document that proves it, such as a trade register extract.',
    );
    const { agent: unverified } = await companyAdmin({
      domain: 'klinik-west.de',
      website: 'https://klinik-west.de',
      emailVerified: false,
      locale: 'de',
    });
    const de = await unverified.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(de.statusCode).toBe(400);
    expect(de.json().error.message).toBe(
      'Deine E-Mail-Domain passt nicht zu deiner Website, deshalb prüft unser Team dein Unternehmen von Hand. Bitte lade einen Nachweis hoch, zum Beispiel einen Handelsregisterauszug.',
    );
  });

  it('an address at a mailbox provider never verifies, whatever name and website it claims (issue 27)', async () => {
    for (const domain of ['yahoo.fr', 'fastmail.com', 'mailinator.com']) {
      const { agent, company } = await companyAdmin({ domain, website: `https://${domain}` });
      await t.db.update(companies).set({ name: 'Siemens AG' }).where(eq(companies.id, company.id));
      const res = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.fields.documents).toBeDefined();
      const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row!.verificationStatus, domain).toBe('not_verified');
      expect((await agent.get('/api/employer/candidates')).statusCode, domain).toBe(403);
    }
  });

  it('a company verified on such a domain goes back to pending at start-up; others stay (issue 27)', async () => {
    const make = async (website: string, verificationStatus: 'verified' | 'verified_manually') =>
      (
        await f.createEmployer(t.db, {
          user: { email: `hr-${unique()}@example.org` },
          company: { website, verificationStatus },
        })
      ).company;
    const onYahoo = await make('https://yahoo.fr', 'verified');
    const onFastmail = await make('https://www.fastmail.com', 'verified');
    const byHand = await make('https://yahoo.fr', 'verified_manually');
    const ownDomain = await make('https://www.werk-sued.de', 'verified');
    const moved = await reviewSharedDomainCompanies(t.db);
    expect(moved).toEqual(expect.arrayContaining([onYahoo.id, onFastmail.id]));
    expect(moved).not.toContain(byHand.id);
    expect(moved).not.toContain(ownDomain.id);
    const status = async (id: string) =>
      (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!.verificationStatus;
    expect(await status(onYahoo.id)).toBe('pending');
    expect(await status(onFastmail.id)).toBe('pending');
    expect(await status(byHand.id)).toBe('verified_manually');
    expect(await status(ownDomain.id)).toBe('verified');
    expect(await reviewSharedDomainCompanies(t.db)).toEqual([]);
    const queue = (await moderator.get('/api/admin/company-verifications')).json();
    expect(queue.some((i: { companyId: string }) => i.companyId === onYahoo.id)).toBe(true);
  });

  it('needs a website first (en, de)', async () => {
    const { agent } = await companyAdmin({ website: null });
    const res = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(res.json().error.message).toBe('Please add your company website before asking for verification.');
    const { agent: de } = await companyAdmin({ website: null, locale: 'de' });
    expect((await de.request({ method: 'POST', url: '/api/employer/company/verification' })).json().error.message).toBe(
      'Bitte gib die Website deines Unternehmens an, bevor du die Verifizierung anfragst.',
    );
  });

  it('waits for a moderator with documents; rejected with a reason, then verified manually after new documents', async () => {
    const { agent, company, user } = await companyAdmin({
      domain: 'pflege-ost.de',
      website: 'https://www.other-site.de',
      locale: 'de',
    });
    const secondAdmin = await f.createUser(t.db, { role: 'team_member', email: `admin2-${unique()}@pflege-ost.de` });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: secondAdmin.id, role: 'admin' });
    const member = await f.createUser(t.db, { role: 'team_member', email: `m-${unique()}@pflege-ost.de` });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });

    await upload(agent, '/api/employer/company/documents', pdfDoc());
    const requested = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe('Danke. Unser Team prüft deine Dokumente, meist innerhalb von 24 Stunden.');
    expect(requested.json().profile.verificationStatus).toBe('pending');
    const twice = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Deine Verifizierungsanfrage wartet auf unser Team.');

    const queue = await moderator.get('/api/admin/company-verifications');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().find((i: { companyId: string }) => i.companyId === company.id);
    expect(item).toMatchObject({ name: company.name, website: 'https://www.other-site.de' });
    expect(item.admins.map((a: { email: string }) => a.email).sort()).toEqual([user.email, secondAdmin.email].sort());
    expect(item.documents).toHaveLength(1);
    expect((await moderator.get(item.documents[0].url)).statusCode).toBe(200);

    const empty = await moderator.post(`/api/admin/company-verifications/${company.id}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason).toBe('Please give a reason for the rejection');
    const rejected = await moderator.post(`/api/admin/company-verifications/${company.id}/reject`, {
      reason: 'The register extract names another company.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Company verification rejected');
    const profile = (await agent.get('/api/employer/company/profile')).json();
    expect(profile).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'The register extract names another company.',
    });
    // Both admins are told, in the app and by e-mail in their language; the member is not.
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'company_rejected'));
    expect(told.map((row) => row.userId).sort()).toEqual([user.id, secondAdmin.id].sort());
    expect(told[0]).toMatchObject({
      link: '/company-settings',
      data: { reason: 'The register extract names another company.' },
    });
    const mailDe = await inbox.waitFor(user.email);
    expect(mailDe.subject).toBe(`${company.name}: Verifizierung abgelehnt`);
    expect(mailDe.text).toContain('The register extract names another company.');
    const mailEn = await inbox.waitFor(secondAdmin.email);
    expect(mailEn.subject).toBe(`${company.name}: verification rejected`);

    const decidedAgain = await moderator.post(`/api/admin/company-verifications/${company.id}/verify`);
    expect(decidedAgain.statusCode).toBe(409);
    expect(decidedAgain.json().error.message).toBe('This company is not waiting for verification.');

    await upload(agent, '/api/employer/company/documents', pdfDoc());
    const again = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(again.json().profile.verificationStatus).toBe('pending');
    const verified = await moderator.post(`/api/admin/company-verifications/${company.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Company verified');
    expect((await agent.get('/api/employer/company/profile')).json()).toMatchObject({
      verificationStatus: 'verified_manually',
      rejectionReason: null,
    });
    const mail = await inbox.waitFor(user.email, 2);
    expect(mail.subject).toBe(`${company.name} ist verifiziert`);
    const verifiedNotes = await t.db.select().from(notifications).where(eq(notifications.type, 'company_verified'));
    expect(verifiedNotes.filter((row) => row.userId === member.id)).toHaveLength(0);
    expect(verifiedNotes.filter((row) => row.userId === user.id)).toHaveLength(1);
  });

  it('a verified company whose name or website changes goes back to pending', async () => {
    const { agent, company } = await companyAdmin({ domain: 'bau-nord.de', website: 'https://bau-nord.de' });
    await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    const body = { name: company.name, industry: 'Construction', location: 'Kiel', website: 'https://bau-nord.de' };
    const same = await agent.request({ method: 'PUT', url: '/api/employer/company/profile', payload: body });
    expect(same.json()).toMatchObject({
      message: 'Company profile saved',
      profile: { verificationStatus: 'verified' },
    });
    const renamed = await agent.request({
      method: 'PUT',
      url: '/api/employer/company/profile',
      payload: { ...body, name: 'Bau Nord Holding GmbH' },
    });
    expect(renamed.json()).toMatchObject({
      message: 'Company profile saved. Because its name or website changed, our team will verify your company again.',
      profile: { verificationStatus: 'pending' },
    });
    const queue = (await moderator.get('/api/admin/company-verifications')).json();
    expect(queue.some((i: { companyId: string }) => i.companyId === company.id)).toBe(true);
    // Asking again repeats the domain check: the website still matches the admin's e-mail.
    const recheck = await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    expect(recheck.json().profile.verificationStatus).toBe('verified');
    const moved = await agent.request({
      method: 'PUT',
      url: '/api/employer/company/profile',
      payload: { ...body, name: 'Bau Nord Holding GmbH', website: 'https://www.bau-nord-holding.de' },
    });
    expect(moved.json().profile.verificationStatus).toBe('pending');
  });

  it('renaming through onboarding follows the same rule: a verified company goes back to pending (issue 27)', async () => {
    const { agent, company } = await companyAdmin({ domain: 'werft-kiel.de', website: 'https://werft-kiel.de' });
    await agent.request({ method: 'POST', url: '/api/employer/company/verification' });
    const same = await agent.post('/api/employer/onboarding', {
      companyName: company.name,
      industry: 'Shipbuilding',
      location: 'Kiel',
    });
    expect(same.json()).toMatchObject({ name: company.name, verificationStatus: 'verified' });
    const renamed = await agent.post('/api/employer/onboarding', {
      companyName: 'Bundesagentur fuer Arbeit',
      industry: 'Shipbuilding',
      location: 'Kiel',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bundesagentur fuer Arbeit', verificationStatus: 'pending' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ verificationStatus: 'pending', verifiedAt: null });
    expect(row!.verificationRequestedAt).not.toBeNull();
    const queue = (await moderator.get('/api/admin/company-verifications')).json();
    expect(queue.some((i: { companyId: string }) => i.companyId === company.id)).toBe(true);
    // A listing no longer shows the new name as verified.
    const listing = await f.createListing(t.db, { companyId: company.id });
    const page = (await new TestAgent(t.app).get(`/api/listings/${listing.id}`)).json();
    expect(JSON.stringify(page)).toMatch(/"verified":false/);
  });

  it('only moderators and admins decide (en, de)', async () => {
    const { agent, company } = await companyAdmin();
    const res = await agent.post(`/api/admin/company-verifications/${company.id}/verify`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only moderators and admins can do this.');
    const { agent: de } = await companyAdmin({ locale: 'de' });
    expect((await de.get('/api/admin/company-verifications')).json().error.message).toBe(
      'Nur Moderatoren und Admins können das tun.',
    );
    expect((await moderator.post(`/api/admin/company-verifications/${crypto.randomUUID()}/verify`)).statusCode).toBe(
      404,
    );
  });
});

describe('public employer page data', () => {
  it('shows the company, its badge and its active listings to anyone; 404 for an unknown id', async () => {
    const { company } = await companyAdmin();
    await t.db
      .update(companies)
      .set({ verificationStatus: 'verified_manually', about: 'About us' })
      .where(eq(companies.id, company.id));
    const open = await f.createListing(t.db, { companyId: company.id, title: 'Pflegefachmann (m/w/d)' });
    await f.createListing(t.db, { companyId: company.id, title: 'Closed one', isActive: false });
    const anonymous = new TestAgent(t.app);
    const res = await anonymous.get(`/api/companies/${company.id}/profile`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: company.id, name: company.name, verified: true, about: 'About us' });
    expect(res.json().listings.map((l: { id: string }) => l.id)).toEqual([open.id]);
    expect(res.json().listings[0]).toMatchObject({ companyVerified: true, companyName: company.name });

    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const missing = await anonymous.get(`/api/companies/${id}/profile`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Company profile not found');
    }
    const de = new TestAgent(t.app, { headers: { 'accept-language': 'de' } });
    expect((await de.get(`/api/companies/${crypto.randomUUID()}/profile`)).json().error.message).toBe(
      'Unternehmensprofil nicht gefunden',
    );
  });

  it('listings carry the company badge in the browser and on the listing page', async () => {
    const { company } = await companyAdmin();
    const listing = await f.createListing(t.db, { companyId: company.id, title: `Badge test ${unique()}` });
    const anonymous = new TestAgent(t.app);
    const before = await anonymous.get(`/api/listings/${listing.id}`);
    expect(before.json()).toMatchObject({ companyVerified: false, company: { verified: false } });
    await t.db.update(companies).set({ verificationStatus: 'verified' }).where(eq(companies.id, company.id));
    const after = await anonymous.get(`/api/listings/${listing.id}`);
    expect(after.json()).toMatchObject({ companyVerified: true, company: { verified: true } });
    const browse = await anonymous.get(`/api/listings?q=${encodeURIComponent(listing.title)}`);
    expect(browse.json().items.find((i: { id: string }) => i.id === listing.id)).toMatchObject({
      companyVerified: true,
    });
  });
});

describe('who may call the company endpoints', () => {
  it('candidates, moderators and anonymous visitors get no company profile', async () => {
    const candidate = await signIn(t, await f.createUser(t.db, { role: 'azubi', email: `c-${unique()}@example.org` }));
    const res = await candidate.get('/api/employer/company/profile');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only employers can do this.');
    expect((await moderator.get('/api/employer/company/profile')).statusCode).toBe(403);
    const anonymous = new TestAgent(t.app);
    const signedOut = await anonymous.get('/api/employer/company/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('Not authenticated');
  });

  it('one company cannot touch another company’s documents', async () => {
    const { agent: owner } = await companyAdmin();
    const uploaded = await upload(owner, '/api/employer/company/documents', pdfDoc());
    const [document] = uploaded.json().profile.documents;
    const { agent: other } = await companyAdmin();
    const res = await other.request({ method: 'DELETE', url: `/api/employer/company/documents/${document.id}` });
    expect(res.statusCode).toBe(404);
    expect((await owner.get('/api/employer/company/profile')).json().documents).toHaveLength(1);
  });
});
