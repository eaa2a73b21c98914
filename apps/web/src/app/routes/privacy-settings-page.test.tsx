import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

function stubPrivacy(handlers: Parameters<typeof stubApi>[0] = {}, role: 'azubi' | 'employer' = 'azubi') {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role } }),
    'GET /api/privacy/settings': { body: { shareProfile: true, shareDocuments: false } },
    ...handlers,
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('privacy settings page', { timeout: 20_000 }, () => {
  it('sends signed-out visitors to sign in', async () => {
    stubApi({ 'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Not authenticated') });
    const { router } = renderApp('/privacy-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fprivacy-settings');
  });

  it('saves a sharing flag at once, keeping the other', async () => {
    const api = stubPrivacy({
      'PUT /api/privacy/settings': {
        body: { shareProfile: true, shareDocuments: true, message: 'Privacy settings saved' },
      },
    });
    renderApp('/privacy-settings');
    const share = await screen.findByRole('switch', { name: 'Share my documents' });
    expect(share).not.toBeChecked();
    await userEvent.click(share);
    await waitFor(() => expect(share).toBeChecked());
    expect(api.to('PUT /api/privacy/settings')[0]?.body).toEqual({ shareProfile: true, shareDocuments: true });
  });

  it('says "Failed to update privacy settings" when the server cannot be reached, in English and German', async () => {
    stubPrivacy({ 'PUT /api/privacy/settings': 'network-error' });
    const first = renderApp('/privacy-settings');
    await userEvent.click(await screen.findByRole('switch', { name: 'Show my profile to employers' }));
    expect((await screen.findAllByText('Failed to update privacy settings'))[0]).toBeInTheDocument();
    first.unmount();
    clearToasts();

    renderApp('/de/privacy-settings');
    await userEvent.click(await screen.findByRole('switch', { name: 'Mein Profil Arbeitgebern zeigen' }));
    expect(
      (await screen.findAllByText('Datenschutzeinstellungen konnten nicht gespeichert werden'))[0],
    ).toBeInTheDocument();
  });

  it('shows employers no sharing flags, but export and deletion', async () => {
    const api = stubPrivacy({}, 'employer');
    renderApp('/privacy-settings');
    expect(await screen.findByRole('heading', { name: 'Download your data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Share my documents' })).not.toBeInTheDocument();
    expect(api.to('GET /api/privacy/settings')).toHaveLength(0);
  });

  it('says "Failed to export data" when the export fails', async () => {
    stubPrivacy({ 'GET /api/privacy/export': { status: 502 } });
    renderApp('/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findAllByText('Failed to export data'))[0]).toBeInTheDocument();
  });

  it('asks for DELETE and the password before deleting, with the server’s answer on the field', async () => {
    const api = stubPrivacy({
      'DELETE /api/privacy/account': apiError(400, 'VALIDATION_FAILED', 'The password is not correct', {
        password: 'The password is not correct',
      }),
    });
    renderApp('/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    expect(await dialog.findByText('Please type DELETE to confirm')).toBeInTheDocument();
    expect(dialog.getByText('Password is required')).toBeInTheDocument();
    expect(api.to('DELETE /api/privacy/account')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.type(dialog.getByLabelText('Your password'), 'WrongPass1');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    expect(await dialog.findByText('The password is not correct')).toBeInTheDocument();
    expect(api.to('DELETE /api/privacy/account')[0]?.body).toEqual({ confirm: 'DELETE', password: 'WrongPass1' });
  });

  it('asks in German too', async () => {
    stubPrivacy();
    renderApp('/de/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dein Konto löschen?' }));
    await userEvent.type(dialog.getByLabelText('Gib DELETE ein, um zu bestätigen'), 'delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await dialog.findByText('Bitte gib zur Bestätigung DELETE ein')).toBeInTheDocument();
    expect(dialog.getByText('Passwort ist erforderlich')).toBeInTheDocument();
  });

  it('lists what happens to a candidate’s conversations, applications and interviews, in English and German', async () => {
    stubPrivacy();
    renderApp('/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(
      dialog.getByText(
        'Companies keep the conversations with you, messages included, under “Deleted user” (without your name, photo or files); they can no longer write to you.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Your applications are deleted; the companies no longer see them.')).toBeInTheDocument();
    expect(dialog.getByText('Your interviews, booked or offered, are deleted.')).toBeInTheDocument();
    expect(dialog.queryByText(/If you are the last member/)).not.toBeInTheDocument();
  });

  it('tells a candidate in German', async () => {
    stubPrivacy();
    renderApp('/de/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dein Konto löschen?' }));
    expect(
      dialog.getByText(
        'Unternehmen behalten die Gespräche mit dir samt Nachrichten, unter „Gelöschte Person“ (ohne deinen Namen, dein Foto und deine Dateien); sie können dir nicht mehr schreiben.',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Deine Bewerbungen werden gelöscht; die Unternehmen sehen sie nicht mehr.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Deine Vorstellungsgespräche, gebucht oder angeboten, werden gelöscht.'),
    ).toBeInTheDocument();
  });

  it('tells a company admin what happens to the company, in English and German', async () => {
    const company = { id: 'c1', name: 'Klinikum Nord', teamRole: 'admin' as const, verificationStatus: 'verified' };
    for (const [path, button, title, lastMember, onlyAdmin] of [
      [
        '/privacy-settings',
        'Delete my account',
        'Delete your account?',
        'If you are the last member of Klinikum Nord, the company closes: its listings go offline, candidates with open applications are told, and the company is deleted with its listings, applications and conversations.',
        'If others remain in Klinikum Nord and you are its only admin, make another member admin first; until then the deletion is refused.',
      ],
      [
        '/de/privacy-settings',
        'Mein Konto löschen',
        'Dein Konto löschen?',
        'Wenn du das letzte Mitglied von Klinikum Nord bist, wird das Unternehmen geschlossen: Seine Stellen gehen offline, Bewerbende mit offenen Bewerbungen werden benachrichtigt, und das Unternehmen wird mit seinen Stellen, Bewerbungen und Gesprächen gelöscht.',
        'Wenn noch andere in Klinikum Nord sind und du die einzige Person mit Adminrechten bist, mach zuerst ein anderes Mitglied zum Admin; bis dahin wird die Löschung abgelehnt.',
      ],
    ] as const) {
      stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' }, company }) });
      const view = renderApp(path);
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = within(await screen.findByRole('dialog', { name: title }));
      expect(dialog.getByText(lastMember)).toBeInTheDocument();
      expect(dialog.getByText(onlyAdmin)).toBeInTheDocument();
      expect(
        dialog.queryByText(/applications are deleted; the companies|Bewerbungen werden gelöscht; die/),
      ).not.toBeInTheDocument();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('signs out and goes home once the account is deleted', async () => {
    stubPrivacy({
      'DELETE /api/privacy/account': { body: { message: 'Your account and your data have been deleted.' } },
    });
    const { router } = renderApp('/privacy-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.type(dialog.getByLabelText('Your password'), 'Sunflower7Field');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account and your data have been deleted.')).toBeInTheDocument();
  });
});
