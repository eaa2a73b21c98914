import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { analyticsEvents, companyMembers, notifications, teamInvitations } from '../../db/schema';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const uniqueEmail = (domain = 'klinik-team.de') => `kollegin${++n}-${Date.now().toString(36)}@${domain}`;

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
});
afterAll(() => t.close());

/** A company with its admin signed in (English and German clients) and one member (role member). */
async function team(options: { app?: TestApp; adminLocale?: 'en' | 'de' } = {}) {
  const app = options.app ?? t;
  const { user: admin, company } = await f.createEmployer(app.db, {
    user: { email: uniqueEmail(), name: 'Sabine Krüger', locale: options.adminLocale ?? 'en' },
    company: { name: 'Klinikum Team GmbH' },
  });
  const member = await f.createUser(app.db, { role: 'team_member', email: uniqueEmail(), name: 'Jonas Weber' });
  await f.addCompanyMember(app.db, { companyId: company.id, userId: member.id, role: 'member' });
  return {
    admin,
    member,
    company,
    en: await signIn(app, admin.email),
    de: await signIn(app, admin.email, { lang: 'de' }),
  };
}

const put = (agent: TestAgent, url: string, payload: object) => agent.request({ method: 'PUT', url, payload });
const del = (agent: TestAgent, url: string) => agent.request({ method: 'DELETE', url });

const auditRows = (action: string, resourceId: string) =>
  t.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, action), sql`${analyticsEvents.metadata}->>'resource_id' = ${resourceId}`));

const tokenIn = (text: string) => text.match(/https:\/\/azubi\.test(?:\/de)?\/auth\?invitation=([0-9a-f-]{36})/)?.[1];

describe('the team list (GET /api/employer/team)', () => {
  it('shows members (admins first, the caller marked) and invitations in each state', async () => {
    const { admin, member, company, en } = await team();
    const pending = await f.createTeamInvitation(t.db, { companyId: company.id, invitedBy: admin.id });
    const accepted = await f.createTeamInvitation(t.db, { companyId: company.id, status: 'accepted' });
    const expired = await f.createTeamInvitation(t.db, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const revoked = await f.createTeamInvitation(t.db, { companyId: company.id, status: 'revoked' });
    // Another company's invitation and member never show.
    const other = await f.createEmployer(t.db);
    await f.createTeamInvitation(t.db, { companyId: other.company.id });

    const res = await en.get('/api/employer/team');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.companyName).toBe('Klinikum Team GmbH');
    expect(
      body.members.map((m: { userId: string; role: string; isYou: boolean }) => [m.userId, m.role, m.isYou]),
    ).toEqual([
      [admin.id, 'admin', true],
      [member.id, 'member', false],
    ]);
    const states = Object.fromEntries(body.invitations.map((i: { id: string; state: string }) => [i.id, i.state]));
    expect(states).toEqual({
      [pending.id]: 'pending',
      [accepted.id]: 'accepted',
      [expired.id]: 'expired',
      [revoked.id]: 'revoked',
    });
    expect(body.invitations.find((i: { id: string }) => i.id === pending.id).invitedByName).toBe('Sabine Krüger');
  });
});

describe('inviting (POST /api/employer/team/invitations)', () => {
  it('stores the invitation, mails the link in the inviter’s language to a new address, and audits it', async () => {
    const { admin, company, en } = await team();
    const email = uniqueEmail();
    const res = await en.post('/api/employer/team/invitations', { email: `  ${email.toUpperCase()} `, role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      emailSent: true,
      message: `Invitation sent to ${email}`,
      invitation: { email, role: 'admin', state: 'pending', invitedByName: 'Sabine Krüger' },
    });
    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, res.json().invitation.id));
    expect(stored).toMatchObject({
      companyId: company.id,
      email,
      role: 'admin',
      status: 'pending',
      invitedBy: admin.id,
    });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Invitation to join the team of Klinikum Team GmbH');
    expect(mail.text).toContain('Sabine Krüger invites you to join the team of Klinikum Team GmbH');
    expect(tokenIn(mail.text)).toBe(stored!.token);
    expect(mail.text).toContain(`https://azubi.test/auth?invitation=${stored!.token}`);

    const [audit] = await auditRows('team_invitation_created', stored!.id);
    expect(audit).toMatchObject({ userId: admin.id });
    expect(audit!.metadata).toMatchObject({ email, role: 'admin', email_sent: true, company_id: company.id });
  });

  it('mails in German when the inviter uses German, and in the invitee’s own language when they have an account', async () => {
    const german = await team({ adminLocale: 'de' });
    const newcomer = uniqueEmail();
    expect(
      (await german.en.post('/api/employer/team/invitations', { email: newcomer, role: 'member' })).statusCode,
    ).toBe(201);
    const deMail = await inbox.waitFor(newcomer);
    expect(deMail.subject).toBe('Einladung ins Team von Klinikum Team GmbH');
    expect(deMail.text).toContain('https://azubi.test/de/auth?invitation=');
    expect(deMail.text).toContain('als Mitglied (verwaltet Stellenanzeigen und Bewerbungen)');

    const english = await f.createUser(t.db, { role: null, email: uniqueEmail(), locale: 'en' });
    await german.en.post('/api/employer/team/invitations', { email: english.email, role: 'member' });
    expect((await inbox.waitFor(english.email)).subject).toBe('Invitation to join the team of Klinikum Team GmbH');
  });

  it('an invitee who already has an account also finds it in the app, with one e-mail (the invitation)', async () => {
    const { en } = await team();
    const employer = await f.createUser(t.db, { role: 'employer', email: uniqueEmail() });
    const res = await en.post('/api/employer/team/invitations', { email: employer.email, role: 'member' });
    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, res.json().invitation.id));
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, employer.id));
    expect(notification).toMatchObject({
      type: 'team_invitation',
      link: `/dashboard?invitation=${stored!.token}`,
      data: { companyName: 'Klinikum Team GmbH', role: 'member', invitedBy: 'Sabine Krüger' },
    });
    await inbox.waitFor(employer.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.filter((m) => m.to.includes(employer.email.toLowerCase()))).toHaveLength(1);
  });

  it('refuses an address already invited or already in the team, in English and German', async () => {
    const { member, company, en, de } = await team();
    const invited = await f.createTeamInvitation(t.db, { companyId: company.id });
    for (const [agent, message] of [
      [en, 'This email has already been invited'],
      [de, 'Diese E-Mail-Adresse wurde bereits eingeladen'],
    ] as const) {
      const res = await agent.post('/api/employer/team/invitations', {
        email: invited.email.toUpperCase(),
        role: 'member',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'CONFLICT', message, fields: { email: message } });
    }
    for (const [agent, message] of [
      [en, 'This person is already a member of your team.'],
      [de, 'Diese Person ist bereits Mitglied deines Teams.'],
    ] as const) {
      const res = await agent.post('/api/employer/team/invitations', { email: member.email, role: 'admin' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'CONFLICT', message, fields: { email: message } });
    }
    const rows = await t.db.select().from(teamInvitations).where(eq(teamInvitations.companyId, company.id));
    expect(rows).toHaveLength(1);
  });

  it('replaces an expired invitation, whose old link then says it has expired', async () => {
    const { company, en } = await team();
    const old = await f.createTeamInvitation(t.db, { companyId: company.id, expiresAt: new Date(Date.now() - 1000) });
    const res = await en.post('/api/employer/team/invitations', { email: old.email, role: 'member' });
    expect(res.statusCode, res.body).toBe(201);
    const [closed] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, old.id));
    expect(closed!.status).toBe('expired');
    const link = await new TestAgent(t.app).get(`/api/auth/invitations/${old.token}`);
    expect(link.statusCode).toBe(410);
    expect(link.json().error.message).toBe('This invitation has expired');
  });

  it('checks the address and the role, in English and German', async () => {
    const { en, de } = await team();
    const bad = await en.post('/api/employer/team/invitations', { email: 'not-an-email', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Invalid email address',
      role: 'Please choose a role: admin or member',
    });
    const badDe = await de.post('/api/employer/team/invitations', { email: 'not-an-email', role: 'owner' });
    expect(badDe.json().error.fields).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      role: 'Bitte wähle eine Rolle: Admin oder Mitglied',
    });
  });

  it('an invited person signs up through the mailed link and joins with the invited role', async () => {
    const { company, en } = await team();
    const email = uniqueEmail();
    const invited = await en.post('/api/employer/team/invitations', { email, role: 'member' });
    const token = tokenIn((await inbox.waitFor(email)).text)!;
    const signUp = await new TestAgent(t.app).post('/api/auth/sign-up', {
      email,
      password: 'Sunflower7Field',
      fullName: 'Lena Neu',
      role: 'employer',
      invitationToken: token,
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().me.company).toMatchObject({ name: 'Klinikum Team GmbH', teamRole: 'member' });
    const list = (await en.get('/api/employer/team')).json();
    expect(list.invitations.find((i: { id: string }) => i.id === invited.json().invitation.id).state).toBe('accepted');
    expect(list.members.map((m: { name: string }) => m.name)).toContain('Lena Neu');
    const [row] = await t.db.select().from(companyMembers).where(eq(companyMembers.userId, signUp.json().me.user.id));
    expect(row).toMatchObject({ companyId: company.id, role: 'member' });
  });
});

describe('colleagues joining from one office network (issue 29)', () => {
  it('7 invited colleagues sign up from one address; a sign-up without an invitation from there still meets the limit', async () => {
    const { company } = await team();
    const office = '203.0.113.77';
    for (let i = 0; i < 7; i++) {
      const invitation = await f.createTeamInvitation(t.db, { companyId: company.id, email: uniqueEmail() });
      const res = await new TestAgent(t.app, { ip: office }).post('/api/auth/sign-up', {
        email: invitation.email,
        password: 'Sunflower7Field',
        fullName: ['Anna', 'Berta', 'Carla', 'Doris', 'Emma', 'Frida', 'Greta'][i],
        role: 'employer',
        invitationToken: invitation.token,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().me.company).toMatchObject({ name: 'Klinikum Team GmbH', teamRole: 'member' });
    }
    // Without an invitation the per-address limit (3 an hour) stands, in both languages.
    const plain = (lang?: 'de') =>
      new TestAgent(t.app, { ip: office, ...(lang ? { headers: { 'accept-language': 'de' } } : {}) }).post(
        '/api/auth/sign-up',
        { email: uniqueEmail(), password: 'Sunflower7Field', fullName: 'Ohne Einladung', role: 'employer' },
      );
    const results = [await plain(), await plain(), await plain(), await plain(), await plain('de')];
    expect(results.slice(0, 3).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results[3]!.statusCode).toBe(429);
    expect(results[3]!.json().error.message).toBe('Too many signup attempts. Please try again later.');
    expect(results[4]!.statusCode).toBe(429);
    expect(results[4]!.json().error.message).toBe('Zu viele Registrierungsversuche. Bitte versuche es später erneut.');
  });
});

describe('the invitation limit', () => {
  it('sends at most 20 invitations (and resends) an hour per company, then says so in English and German', async () => {
    const { company, en, de } = await team();
    const pending = await f.createTeamInvitation(t.db, { companyId: company.id });
    for (let i = 0; i < 19; i++) {
      const res = await en.post('/api/employer/team/invitations', { email: uniqueEmail(), role: 'member' });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await en.post(`/api/employer/team/invitations/${pending.id}/resend`)).statusCode).toBe(200);
    const refused = await en.post('/api/employer/team/invitations', { email: uniqueEmail(), role: 'member' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Your team has sent 20 invitations in the last hour. Please try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const resend = await de.post(`/api/employer/team/invitations/${pending.id}/resend`);
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.message).toBe(
      'Dein Team hat in der letzten Stunde 20 Einladungen gesendet. Bitte versuche es später erneut.',
    );
    // Another company has a limit of its own.
    const other = await team();
    expect(
      (await other.en.post('/api/employer/team/invitations', { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(201);
  });
});

describe('when the e-mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => broken.close());

  it('keeps the invitation and says the e-mail failed; sending again fails with "Failed to send invitation"', async () => {
    const { company, en, de } = await team({ app: broken });
    const email = uniqueEmail();
    const res = await en.post('/api/employer/team/invitations', { email, role: 'member' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      emailSent: false,
      message: 'Invitation created but email failed to send',
      invitation: { email, state: 'pending' },
    });
    const resDe = await de.post('/api/employer/team/invitations', { email: uniqueEmail(), role: 'member' });
    expect(resDe.json().message).toBe('Einladung erstellt, aber die E-Mail konnte nicht gesendet werden');
    const rows = await broken.db.select().from(teamInvitations).where(eq(teamInvitations.companyId, company.id));
    expect(rows).toHaveLength(2);

    const id = res.json().invitation.id;
    for (const [agent, message] of [
      [en, 'Failed to send invitation'],
      [de, 'Einladung konnte nicht gesendet werden'],
    ] as const) {
      const resend = await agent.post(`/api/employer/team/invitations/${id}/resend`);
      expect(resend.statusCode).toBe(502);
      expect(resend.json().error.message).toBe(message);
    }
  });
});

describe('resending and revoking invitations', () => {
  it('sends a pending invitation again with a fresh validity, and an expired one becomes pending again', async () => {
    const { admin, company, en, de } = await team();
    const soon = new Date(Date.now() + 3_600_000);
    const pending = await f.createTeamInvitation(t.db, { companyId: company.id, expiresAt: soon });
    const res = await en.post(`/api/employer/team/invitations/${pending.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Invitation sent again to ${pending.email}`);
    expect(new Date(res.json().invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(tokenIn((await inbox.waitFor(pending.email)).text)).toBe(pending.token);
    expect(await auditRows('team_invitation_resent', pending.id)).toHaveLength(1);

    const expired = await f.createTeamInvitation(t.db, { companyId: company.id, expiresAt: new Date(Date.now() - 1) });
    const again = await de.post(`/api/employer/team/invitations/${expired.id}/resend`);
    expect(again.json()).toMatchObject({
      message: `Einladung erneut an ${expired.email} gesendet`,
      invitation: { state: 'pending' },
    });
    expect((await new TestAgent(t.app).get(`/api/auth/invitations/${expired.token}`)).statusCode).toBe(200);
    expect((await auditRows('team_invitation_resent', expired.id))[0]!.userId).toBe(admin.id);
  });

  it('refuses to resend an accepted or revoked invitation, in English and German', async () => {
    const { company, en, de } = await team();
    for (const status of ['accepted', 'revoked'] as const) {
      const inv = await f.createTeamInvitation(t.db, { companyId: company.id, status });
      const res = await en.post(`/api/employer/team/invitations/${inv.id}/resend`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'This invitation has already been accepted or revoked and cannot be sent again.',
      );
      expect((await de.post(`/api/employer/team/invitations/${inv.id}/resend`)).json().error.message).toBe(
        'Diese Einladung wurde bereits angenommen oder widerrufen und kann nicht erneut gesendet werden.',
      );
    }
  });

  it('revokes a pending invitation, whose link then is invalid; a second revoke is refused', async () => {
    const { company, en, de } = await team();
    const inv = await f.createTeamInvitation(t.db, { companyId: company.id });
    const res = await de.post(`/api/employer/team/invitations/${inv.id}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Einladung an ${inv.email} widerrufen`,
      invitation: { state: 'revoked' },
    });
    const link = await new TestAgent(t.app).get(`/api/auth/invitations/${inv.token}`);
    expect(link.json().error.message).toBe('Invalid invitation link');
    expect(await auditRows('team_invitation_revoked', inv.id)).toHaveLength(1);

    const twice = await en.post(`/api/employer/team/invitations/${inv.id}/revoke`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Only a pending invitation can be revoked.');
    expect((await de.post(`/api/employer/team/invitations/${inv.id}/revoke`)).json().error.message).toBe(
      'Nur eine offene Einladung kann widerrufen werden.',
    );
  });
});

describe('changing roles and removing members', () => {
  it('makes a member admin (who may then manage the team) and back, audited', async () => {
    const { admin, member, company, en } = await team();
    const promote = await put(en, `/api/employer/team/members/${member.id}/role`, { role: 'admin' });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().message).toBe('Role of Jonas Weber changed');
    const memberAgent = await signIn(t, member.email);
    expect((await memberAgent.get('/api/employer/team')).statusCode).toBe(200);

    const demote = await put(memberAgent, `/api/employer/team/members/${admin.id}/role`, { role: 'member' });
    expect(demote.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, admin.id)));
    expect(row!.role).toBe('member');
    expect((await en.get('/api/employer/team')).statusCode).toBe(403);
    const audits = await auditRows('team_member_role_changed', member.id);
    expect(audits[0]!.metadata).toMatchObject({ from: 'member', to: 'admin' });
    expect((await auditRows('team_member_role_changed', admin.id))[0]!.userId).toBe(member.id);
  });

  it('the last admin can neither be demoted nor leave, in English and German', async () => {
    const { admin, company, en, de } = await team();
    for (const [agent, message] of [
      [en, 'You are the last admin of this team. Make another team member admin first.'],
      [de, 'Du bist die letzte Admin-Person dieses Teams. Mach zuerst ein anderes Teammitglied zur Admin-Person.'],
    ] as const) {
      const demote = await put(agent, `/api/employer/team/members/${admin.id}/role`, { role: 'member' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(message);
      const leave = await del(agent, `/api/employer/team/members/${admin.id}`);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error.message).toBe(message);
    }
    const [row] = await t.db.select().from(companyMembers).where(eq(companyMembers.userId, admin.id));
    expect(row).toMatchObject({ companyId: company.id, role: 'admin' });
  });

  it('removes a member, who then no longer reaches the company; an admin may leave while another admin stays', async () => {
    const { admin, member, company, en, de } = await team();
    const memberAgent = await signIn(t, member.email);
    expect((await memberAgent.get('/api/employer/listings')).statusCode).toBe(200);
    const res = await del(en, `/api/employer/team/members/${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Jonas Weber has been removed from the team');
    const after = await memberAgent.get('/api/employer/listings');
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe('Company profile not found');
    expect((await auditRows('team_member_removed', member.id))[0]!.metadata).toMatchObject({
      role: 'member',
      left: false,
    });
    const again = await del(de, `/api/employer/team/members/${member.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Teammitglied nicht gefunden');

    const second = await f.createUser(t.db, { role: 'team_member', email: uniqueEmail(), name: 'Petra Zweit' });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: second.id, role: 'admin' });
    const leave = await del(de, `/api/employer/team/members/${admin.id}`);
    expect(leave.statusCode).toBe(200);
    expect(leave.json().message).toBe('Sabine Krüger wurde aus dem Team entfernt');
    expect((await auditRows('team_member_removed', admin.id))[0]!.metadata).toMatchObject({ left: true });
  });
});

describe('who may manage the team', () => {
  it('a team member (role member) is refused with a clear message, in English and German', async () => {
    const { admin, member, company } = await team();
    const inv = await f.createTeamInvitation(t.db, { companyId: company.id });
    const en = await signIn(t, member.email);
    const de = await signIn(t, member.email, { lang: 'de' });
    const calls = [
      (a: TestAgent) => a.get('/api/employer/team'),
      (a: TestAgent) => a.post('/api/employer/team/invitations', { email: uniqueEmail(), role: 'admin' }),
      (a: TestAgent) => a.post(`/api/employer/team/invitations/${inv.id}/resend`),
      (a: TestAgent) => a.post(`/api/employer/team/invitations/${inv.id}/revoke`),
      (a: TestAgent) => put(a, `/api/employer/team/members/${member.id}/role`, { role: 'admin' }),
      (a: TestAgent) => del(a, `/api/employer/team/members/${admin.id}`),
    ];
    for (const call of calls) {
      const res = await call(en);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Only team admins can manage the team.' });
      expect((await call(de)).json().error.message).toBe('Nur Team-Admins können das Team verwalten.');
    }
    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, inv.id));
    expect(stored!.status).toBe('pending');
    expect(await t.db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id))).toHaveLength(2);
  });

  it('another company’s admin cannot see or touch this team’s invitations and members (404)', async () => {
    const mine = await team();
    const theirs = await team();
    const inv = await f.createTeamInvitation(t.db, { companyId: mine.company.id });
    const cases = [
      [() => theirs.en.post(`/api/employer/team/invitations/${inv.id}/resend`), 'Invitation not found'],
      [() => theirs.en.post(`/api/employer/team/invitations/${inv.id}/revoke`), 'Invitation not found'],
      [
        () => put(theirs.en, `/api/employer/team/members/${mine.member.id}/role`, { role: 'admin' }),
        'Team member not found',
      ],
      [() => del(theirs.en, `/api/employer/team/members/${mine.admin.id}`), 'Team member not found'],
    ] as const;
    for (const [call, message] of cases) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
    const de = await del(theirs.de, `/api/employer/team/members/${mine.member.id}`);
    expect(de.json().error.message).toBe('Teammitglied nicht gefunden');
    const deInv = await theirs.de.post(`/api/employer/team/invitations/${inv.id}/revoke`);
    expect(deInv.json().error.message).toBe('Einladung nicht gefunden');

    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, inv.id));
    expect(stored!.status).toBe('pending');
    expect(await t.db.select().from(companyMembers).where(eq(companyMembers.companyId, mine.company.id))).toHaveLength(
      2,
    );
    const list = (await theirs.en.get('/api/employer/team')).json();
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m: { userId: string }) => m.userId)).toEqual([theirs.admin.id, theirs.member.id]);
  });

  it('candidates are told the team is for employers; signed-out callers get 401', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: uniqueEmail('example.org') } });
    const candidate = await signIn(t, user.email, { lang: 'de' });
    const res = await candidate.get('/api/employer/team');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Das können nur Arbeitgeber.');
    const anonymous = await new TestAgent(t.app).get('/api/employer/team');
    expect(anonymous.statusCode).toBe(401);
  });
});
