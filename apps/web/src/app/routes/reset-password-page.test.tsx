import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('reset password page', () => {
  it('asks for the same password twice', async () => {
    const api = stubApi({});
    renderApp('/reset-password?token=reset-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'NewSunrise42');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'NewSunrise43');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveFocus();
    expect(api.to('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('says so in German too, and applies the password rules of sign-up', async () => {
    stubApi({});
    renderApp('/de/reset-password?token=reset-token');
    await userEvent.type(await screen.findByLabelText('Neues Passwort'), 'NewSunrise42');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'NewSunrise4');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Neues Passwort'));
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'newsunrise');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Das Passwort muss mindestens einen Großbuchstaben enthalten')).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('sets the new password and goes to sign in', async () => {
    const api = stubApi({
      'POST /api/auth/reset-password': {
        body: { message: 'Your password has been changed. Please sign in with your new password.' },
      },
    });
    const { router } = renderApp('/reset-password?token=reset-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'NewSunrise42');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'NewSunrise42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.to('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'reset-token',
      password: 'NewSunrise42',
    });
  });

  it('shows the server’s password message on the field', async () => {
    stubApi({
      'POST /api/auth/reset-password': apiError(400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
        password: 'This password is too common. Please choose a less predictable one.',
      }),
    });
    renderApp('/reset-password?token=reset-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'Qwertz12345x');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'Qwertz12345x');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This password is too common. Please choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Qwertz12345x');
  });

  it('offers a new link when this one is invalid or used', async () => {
    stubApi({
      'POST /api/auth/reset-password': apiError(
        400,
        'BAD_REQUEST',
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    });
    renderApp('/reset-password?token=used-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'NewSunrise42');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'NewSunrise42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth?forgot=1');
  });

  it('says at once that a link without a token cannot be used (German)', async () => {
    const api = stubApi({});
    renderApp('/de/reset-password');
    expect(
      await screen.findByText(
        'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/de/auth?forgot=1');
    expect(api.requests).toHaveLength(0);
  });
});
