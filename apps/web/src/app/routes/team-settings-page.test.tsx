import type { Team } from '@azubi/shared/companies/team';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const company = (teamRole: 'admin' | 'member') => ({
  id: 'c1',
  name: 'Klinikum Nord GmbH',
  teamRole,
  verificationStatus: 'verified',
});
const adminMe = meInPageLanguage({
  user: { fullName: 'Sabine Krüger', role: 'employer' },
  company: company('admin'),
});

const team = (): Team => ({
  companyName: 'Klinikum Nord GmbH',
  members: [
    {
      userId: 'u-admin',
      name: 'Sabine Krüger',
      email: 'personal@klinikum.example',
      role: 'admin',
      joinedAt: '2026-01-10T09:00:00.000Z',
      isYou: true,
    },
    {
      userId: 'u-member',
      name: 'Jonas Weber',
      email: 'ausbildung@klinikum.example',
      role: 'member',
      joinedAt: '2026-02-01T09:00:00.000Z',
      isYou: false,
    },
  ],
  invitations: (['pending', 'accepted', 'expired', 'revoked'] as const).map((state, i) => ({
    id: `inv-${state}`,
    email: `${state}@klinikum.example`,
    role: 'member',
    state,
    createdAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-03-08T09:00:00.000Z',
    acceptedAt: state === 'accepted' ? '2026-03-02T09:00:00.000Z' : null,
    invitedByName: i === 0 ? 'Sabine Krüger' : null,
  })),
});

describe('/team-settings for a team admin', () => {
  it('lists members and invitations with their states, and only open invitations can be sent again or revoked', async () => {
    stubApi({ 'GET /api/me': adminMe, 'GET /api/employer/team': { body: team() } });
    renderApp('/team-settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Members (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invitations (4)' })).toBeInTheDocument();
    const states = { pending: 'Pending', accepted: 'Accepted', expired: 'Expired', revoked: 'Revoked' };
    for (const [state, label] of Object.entries(states)) {
      const row = screen.getByRole('article', { name: `${state}@klinikum.example` });
      expect(within(row).getByText(label, { exact: true })).toBeInTheDocument();
      const open = state === 'pending' || state === 'expired';
      expect(within(row).queryByRole('button', { name: 'Send again' }) !== null).toBe(open);
      expect(within(row).queryByRole('button', { name: 'Revoke' }) !== null).toBe(open);
    }
    const me = screen.getByRole('article', { name: /Sabine Krüger/ });
    expect(within(me).getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    const jonas = screen.getByRole('article', { name: /Jonas Weber/ });
    expect(within(jonas).getByRole('button', { name: 'Make admin' })).toBeInTheDocument();
  });

  it('says when the invitation was stored but its e-mail failed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': adminMe,
      'GET /api/employer/team': { body: team() },
      'POST /api/employer/team/invitations': {
        status: 201,
        body: {
          invitation: team().invitations[0],
          emailSent: false,
          message: 'Invitation created but email failed to send',
        },
      },
    });
    renderApp('/team-settings');
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await user.type(within(form).getByLabelText('Email address'), 'neu@klinikum.example');
    await user.click(within(form).getByRole('radio', { name: /^Admin/ }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation created but email failed to send')).toBeInTheDocument();
    expect(api.to('POST /api/employer/team/invitations')[0]!.body).toEqual({
      email: 'neu@klinikum.example',
      role: 'admin',
    });
  });

  it('shows "Failed to send invitation" when the server cannot be reached, in English and German', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': adminMe,
      'GET /api/employer/team': { body: team() },
      'POST /api/employer/team/invitations': 'network-error',
    });
    renderApp('/team-settings');
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await user.type(within(form).getByLabelText('Email address'), 'neu@klinikum.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Failed to send invitation/);
  });

  it('shows "Failed to remove team member" when removing fails without an answer, in German too', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': adminMe,
      'GET /api/employer/team': { body: team() },
      'DELETE /api/employer/team/members/:id': 'network-error',
    });
    renderApp('/de/team-settings');
    const jonas = await screen.findByRole('article', { name: /Jonas Weber/ });
    await user.click(within(jonas).getByRole('button', { name: 'Entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jonas Weber aus dem Team entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Teammitglied konnte nicht entfernt werden')).toBeInTheDocument();
  });

  it('a sole admin sees "Make member" and "Leave team" disabled with the reason before any click (en, de)', async () => {
    const requests = stubApi({
      'GET /api/me': adminMe,
      'GET /api/employer/team': { body: team() },
    });
    const { unmount } = renderApp('/team-settings');
    const me = await screen.findByRole('article', { name: /Sabine Krüger/ });
    const reason = 'You are the last admin of this team. Make another team member admin first.';
    expect(within(me).getByText(reason)).toBeInTheDocument();
    for (const name of ['Make member', 'Leave team']) {
      const button = within(me).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
    }
    // Jonas (a member) can still be made admin or removed.
    const jonas = screen.getByRole('article', { name: /Jonas Weber/ });
    expect(within(jonas).getByRole('button', { name: 'Make admin' })).toBeEnabled();
    expect(requests.to('PUT /api/employer/team/members/u-admin/role')).toHaveLength(0);
    unmount();
    renderApp('/de/team-settings');
    const de = await screen.findByRole('article', { name: /Sabine Krüger/ });
    expect(
      within(de).getByText(
        'Du bist die letzte Admin-Person dieses Teams. Mach zuerst ein anderes Teammitglied zur Admin-Person.',
      ),
    ).toBeInTheDocument();
  });

  it('with a second admin, "Make member" is open again', async () => {
    const twoAdmins = team();
    twoAdmins.members[1]!.role = 'admin';
    stubApi({ 'GET /api/me': adminMe, 'GET /api/employer/team': { body: twoAdmins } });
    renderApp('/team-settings');
    const me = await screen.findByRole('article', { name: /Sabine Krüger/ });
    expect(within(me).getByRole('button', { name: 'Make member' })).toBeEnabled();
    expect(within(me).queryByText(/last admin/)).toBeNull();
  });
});

describe('/team-settings for a team member', () => {
  it('explains that only team admins manage the team, without asking the API, in English and German', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'team_member' }, company: company('member') }),
    });
    renderApp('/team-settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only team admins manage the team' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are a member of Klinikum Nord GmbH/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(api.to('GET /api/employer/team')).toHaveLength(0);
  });

  it('in German', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'team_member' }, company: company('member') }) });
    renderApp('/de/team-settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nur Team-Admins verwalten das Team' }),
    ).toBeInTheDocument();
  });
});
