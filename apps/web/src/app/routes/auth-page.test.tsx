import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meFor, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const INVITATION = '0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10';
const invitationInfo = {
  companyName: 'Klinikum Nord Demo GmbH',
  role: 'member',
  email: 'praxisanleitung@klinikum-demo.example',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function openSignUp(path = '/auth?tab=sign-up') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('auth page: sign-up validation with the shared schema', () => {
  it('shows only the first failing message of each field, in English', async () => {
    const api = stubApi({});
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'R2');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nope');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));

    expect(await screen.findByText('Name must contain only letters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name must contain only letters');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters At least 8 characters, with one capital letter and one number.',
    );
    // "abc" also lacks an uppercase letter and a digit: only the first rule is shown.
    expect(screen.queryByText('Password must contain at least one uppercase letter')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(api.to('POST /api/auth/sign-up')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'sunflower7field');
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
  });

  it('shows the same rules in German under /de', async () => {
    stubApi({});
    await openSignUp('/de/auth?tab=sign-up');
    await userEvent.type(screen.getByLabelText('Vollständiger Name'), 'A');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'nope');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Sunflowerfield');
    await userEvent.click(screen.getByRole('button', { name: 'Kostenloses Konto erstellen' }));

    expect(await screen.findByText('Der Name muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens eine Zahl enthalten')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s field message on its field', async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': apiError(400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
        email:
          'Employers must use a corporate email address. Personal email domains (Gmail, Yahoo, Hotmail, etc.) are not allowed.',
      }),
    });
    const { router } = await openSignUp('/auth?role=employer&tab=sign-up');
    await userEvent.type(screen.getByLabelText('Full name'), '  Jürgen Groß-Müller ');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'boss@gmail.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));

    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/^Employers must use a corporate email address/));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('boss@gmail.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('  Jürgen Groß-Müller ');
    expect(screen.getByLabelText('Password')).toHaveValue('Sunflower7Field');
    // The schema's output was sent: trimmed name, the portal's role.
    expect(api.to('POST /api/auth/sign-up')[0]?.body).toEqual({
      fullName: 'Jürgen Groß-Müller',
      email: 'boss@gmail.com',
      password: 'Sunflower7Field',
      role: 'employer',
    });
    expect(api.to('POST /api/auth/sign-up')[0]?.headers.get('x-csrf-token')).toBe('csrf-test-token');
    expect(where(router)).toBe('/auth?role=employer&tab=sign-up');
    expect(screen.getByRole('button', { name: 'Create employer account' })).toBeEnabled();
  });

  it('offers to sign in instead when the address has an account', async () => {
    stubApi({
      'POST /api/auth/sign-up': apiError(409, 'CONFLICT', 'An account with this email address already exists.', {
        email: 'An account with this email address already exists. Please sign in instead.',
      }),
    });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'Amina El Idrissi');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with this address instead' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('amina@example.org');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows "Too many signup attempts" once, as the form’s alert, and keeps the form', async () => {
    stubApi({
      'POST /api/auth/sign-up': apiError(429, 'RATE_LIMITED', 'Too many signup attempts. Please try again later.'),
    });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'Amina El Idrissi');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many signup attempts. Please try again later.');
    expect(screen.getAllByText('Too many signup attempts. Please try again later.')).toHaveLength(1);
    expect(screen.getByLabelText('Full name')).toHaveValue('Amina El Idrissi');
  });

  it('says "Error creating account" when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/sign-up': 'network-error' });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'Amina El Idrissi');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error creating account: The service is temporarily unavailable. Please try again in a moment.',
    );
    expect(screen.getAllByText(/Error creating account/)).toHaveLength(1);
  });

  it('disables the button while the account is being created', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubApi({ 'POST /api/auth/sign-up': () => new Promise((resolve) => (answer = resolve)) });
    await openSignUp();
    await userEvent.type(screen.getByLabelText('Full name'), 'Amina El Idrissi');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
    answer({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many signup attempts.' } } });
    expect(await screen.findByRole('button', { name: 'Create free account' })).toBeEnabled();
  });
});

describe('auth page: portals', () => {
  it('opens the Azubi portal by default and switches to the employer portal, keeping the query', async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': apiError(429, 'RATE_LIMITED', 'Too many signup attempts. Please try again later.'),
    });
    const { router } = renderApp('/auth?tab=sign-up&redirectTo=%2Fdashboard%3Fq%3DPflege');
    const portals = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(portals).getByText('Azubi').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your way to training in Germany');

    await userEvent.click(within(portals).getByRole('link', { name: 'Employer' }));
    await waitFor(() =>
      expect(where(router)).toBe('/auth?tab=sign-up&redirectTo=%2Fdashboard%3Fq%3DPflege&role=employer'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet international trainees' })).toBeInTheDocument();
    expect(within(portals).getByRole('link', { name: 'Azubi' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Full name'), 'Sabine Krüger');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'personal@klinikum.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));
    await waitFor(() => expect(api.to('POST /api/auth/sign-up')[0]?.body).toMatchObject({ role: 'employer' }));
  });

  it('opens the employer portal from ?role=employer', async () => {
    stubApi({});
    renderApp('/de/auth?role=employer');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lerne internationale Azubis kennen');
    const portals = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(portals).getByText('Arbeitgeber').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
  });

  it('opens the employer portal on the way to an employer page (/de/employer-onboarding signed out)', async () => {
    stubApi({});
    renderApp('/de/auth?redirectTo=%2Femployer-onboarding');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lerne internationale Azubis kennen');
    const portals = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(portals).getByText('Arbeitgeber').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
  });

  it('links to the terms of service and the privacy policy', async () => {
    stubApi({});
    renderApp('/de/auth');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    for (const link of within(main).getAllByRole('link', { name: 'Nutzungsbedingungen' }))
      expect(link).toHaveAttribute('href', '/de/terms-of-service');
    for (const link of within(main).getAllByRole('link', { name: 'Datenschutzerklärung' }))
      expect(link).toHaveAttribute('href', '/de/privacy-policy');
    await userEvent.click(screen.getByRole('tab', { name: 'Registrieren' }));
    // Sign-up names both in its sentence too.
    // (The page's own link is there at once; wait for the sign-up form's.)
    await waitFor(() => expect(within(main).getAllByRole('link', { name: 'Nutzungsbedingungen' })).toHaveLength(2));
  });
});

describe('auth page: team invitations', () => {
  it('forces the employer portal, shows the banner and locks the invited address', async () => {
    const api = stubApi({
      [`GET /api/auth/invitations/${INVITATION}`]: { body: invitationInfo },
      'POST /api/auth/sign-up': apiError(429, 'RATE_LIMITED', 'Too many signup attempts. Please try again later.'),
    });
    renderApp(`/auth?role=azubi&invitation=${INVITATION}`);
    const banner = await screen.findByRole('region', { name: 'Klinikum Nord Demo GmbH invites you to their team' });
    expect(within(banner).getByText('Member')).toBeInTheDocument();
    expect(within(banner).getByText('praxisanleitung@klinikum-demo.example')).toBeInTheDocument();

    const portals = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(portals).getByText('Employer').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    expect(within(portals).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Your invitation is for the employer portal.')).toBeInTheDocument();

    // Sign-up is open, with the invited address filled in and read-only.
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveValue('praxisanleitung@klinikum-demo.example');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('This is the address your invitation was sent to.');

    await userEvent.type(screen.getByLabelText('Full name'), 'Lena Vogel');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));
    await waitFor(() =>
      expect(api.to('POST /api/auth/sign-up')[0]?.body).toEqual({
        fullName: 'Lena Vogel',
        email: 'praxisanleitung@klinikum-demo.example',
        password: 'Sunflower7Field',
        role: 'employer',
        invitationToken: INVITATION,
      }),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('praxisanleitung@klinikum-demo.example');
  });

  it.each([
    ['invalid', apiError(404, 'NOT_FOUND', 'Invalid invitation link'), 'Invalid invitation link'],
    [
      'accepted',
      apiError(409, 'CONFLICT', 'This invitation has already been accepted'),
      'This invitation has already been accepted',
    ],
    ['expired', apiError(410, 'BAD_REQUEST', 'This invitation has expired'), 'This invitation has expired'],
    ['failing', apiError(500, 'INTERNAL', 'Error validating invitation'), 'Error validating invitation'],
    ['unreachable', 'network-error' as const, 'Error validating invitation'],
  ])('says so for an %s invitation and goes to the employer portal', async (_case, answer, message) => {
    stubApi({ [`GET /api/auth/invitations/${INVITATION}`]: answer });
    const { router } = renderApp(`/auth?invitation=${INVITATION}`);
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/auth?role=employer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet international trainees' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /invites you/ })).not.toBeInTheDocument();
    expect(within(region).getAllByText(message)).toHaveLength(1);
  });

  it('says the invitation is not valid any more when it was used meanwhile', async () => {
    stubApi({
      [`GET /api/auth/invitations/${INVITATION}`]: { body: invitationInfo },
      'POST /api/auth/sign-in': apiError(409, 'CONFLICT', 'This invitation has already been accepted'),
    });
    const { router } = renderApp(`/de/auth?invitation=${INVITATION}&tab=sign-in`);
    await userEvent.type(await screen.findByLabelText('Passwort'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('This invitation has already been accepted')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/de/auth?role=employer'));
  });
});

describe('auth page: sign-in and where it leads', () => {
  it.each([
    ['a candidate', '/auth', 'azubi', '/browse-jobs', 'Welcome back!'],
    ['an employer', '/auth', 'employer', '/dashboard', 'Welcome back!'],
    ['a candidate, in German', '/de/auth', 'azubi', '/de/browse-jobs', 'Willkommen zurück!'],
    ['an employer, in German', '/de/auth', 'employer', '/de/dashboard', 'Willkommen zurück!'],
  ] as const)('sends %s to the right page', async (_who, path, role, target, message) => {
    const api = stubApi({
      'POST /api/auth/sign-in': {
        body: {
          // An account in the page's language (the account's language wins after sign-in: use-account-language.test.tsx).
          me: meFor({ user: { role, locale: path.startsWith('/de') ? 'de' : 'en' } }),
          redirectTo: role === 'azubi' ? '/browse-jobs' : '/dashboard',
          message,
        },
      },
      'GET /api/listings': { body: { items: [], nextCursor: null } },
      'GET /api/me': { body: meFor({ user: { role, locale: path.startsWith('/de') ? 'de' : 'en' } }) },
    });
    const { router } = renderApp(path);
    await userEvent.type(await screen.findByLabelText(/^(E-mail address|E-Mail-Adresse)$/), ' amina@example.org ');
    await userEvent.type(screen.getByLabelText(/^(Password|Passwort)$/), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: /^(Sign in|Anmelden)$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(api.to('POST /api/auth/sign-in')[0]?.body).toEqual({
      email: 'amina@example.org',
      password: 'Sunflower7Field',
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('returns to the page that asked for sign-in', async () => {
    stubApi({
      'POST /api/auth/sign-in': {
        body: { me: meFor(), redirectTo: '/browse-jobs', message: 'Welcome back!' },
      },
      'GET /api/me': { body: meFor() },
    });
    const { router } = renderApp('/auth?redirectTo=%2Fdashboard%3Fq%3DPflege');
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where(router)).toBe('/dashboard?q=Pflege'));
  });

  it('ignores a redirect to another site', async () => {
    stubApi({
      'POST /api/auth/sign-in': { body: { me: meFor(), redirectTo: '/browse-jobs', message: 'Welcome back!' } },
      'GET /api/listings': { body: { items: [], nextCursor: null } },
    });
    const { router } = renderApp('/auth?redirectTo=%2F%2Fevil.example%2Fphish');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
  });

  it('says "Error signing in" once and keeps the address', async () => {
    stubApi({ 'POST /api/auth/sign-in': apiError(401, 'UNAUTHENTICATED', 'Error signing in') });
    renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong1Password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing in');
    expect(screen.getAllByText('Error signing in')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('amina@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong1Password');
  });

  it('says "Fehler bei der Anmeldung" once in German', async () => {
    stubApi({ 'POST /api/auth/sign-in': apiError(401, 'UNAUTHENTICATED', 'Fehler bei der Anmeldung') });
    renderApp('/de/auth');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Wrong1Password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler bei der Anmeldung');
    expect(screen.getAllByText('Fehler bei der Anmeldung')).toHaveLength(1);
  });

  it('asks for a password', async () => {
    stubApi({});
    renderApp('/de/auth');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'amina@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Passwort ist erforderlich')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    stubApi({});
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('auth page: forgot password', () => {
  it('sends a reset link to the address typed so far and shows the server’s answer', async () => {
    const api = stubApi({
      'POST /api/auth/forgot-password': { body: { message: 'Password reset link sent! Check your email.' } },
    });
    renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'amina@example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const field = within(dialog).getByLabelText('E-mail address');
    expect(field).toHaveValue('amina@example');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.to('POST /api/auth/forgot-password')).toHaveLength(0);

    await userEvent.type(field, '.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset link sent! Check your email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'amina@example.org' });
    // The sign-in form was not submitted by the dialog's form.
    expect(api.to('POST /api/auth/sign-in')).toHaveLength(0);
  });

  it('says "Error sending reset email" when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/forgot-password': 'network-error' });
    renderApp('/auth?forgot=1');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'amina@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    // Said once, in the dialog, not again in a toast behind it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error sending reset email: The service is temporarily unavailable. Please try again in a moment.',
    );
    expect(screen.getAllByText(/Error sending reset email/)).toHaveLength(1);
  });

  it('speaks German under /de', async () => {
    stubApi({
      'POST /api/auth/forgot-password': apiError(
        429,
        'RATE_LIMITED',
        'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es später erneut.',
      ),
    });
    renderApp('/de/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passwort zurücksetzen' });
    await userEvent.type(within(dialog).getByLabelText('E-Mail-Adresse'), 'amina@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es später erneut.',
    );
  });
});
