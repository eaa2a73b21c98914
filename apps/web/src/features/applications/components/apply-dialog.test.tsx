import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/account/session-hint';
import { apiError, clearToasts, meFor, stubApi, type StubHandler } from '../../../test/stub-api';
import { renderApp } from '../../../test/render-app';
import { candidateApplication, LISTING_ID, listingDetail, profileWith } from '../../listings/testing/fixtures';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function candidate(handlers: Record<string, StubHandler> = {}, me = meFor()) {
  return stubApi({
    'GET /api/me': { body: me },
    [`GET /api/listings/${LISTING_ID}`]: { body: listingDetail() },
    'GET /api/my/applications': { body: [] },
    'GET /api/profile': { body: profileWith('approved') },
    ...handlers,
  });
}

async function openDialog(path = `/jobs/${LISTING_ID}`, name = 'Apply now') {
  renderApp(path);
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('apply dialog', () => {
  it('asks an unconfirmed address to be confirmed first and links to where that is done', async () => {
    const api = candidate({}, meFor({ user: { emailVerified: false } }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Please confirm your e-mail address first')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).queryByLabelText('Cover letter')).not.toBeInTheDocument();
    expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)).toHaveLength(0);
  });

  it('says a profile under review must be approved first and links to the profile, in German too', async () => {
    candidate({ 'GET /api/profile': { body: profileWith('pending') } }, meFor({ user: { locale: 'de' } }));
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    expect(await within(dialog).findByText('Dein Profil muss zuerst freigegeben werden')).toBeInTheDocument();
    expect(within(dialog).getByText(/Dein Profil wird geprüft/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zu meinem Profil' })).toHaveAttribute('href', '/de/my-profile');
  });

  it('sends the cover letter and then shows the application as sent', async () => {
    const user = userEvent.setup();
    let applied = false;
    const api = candidate({
      'GET /api/my/applications': () => ({ body: applied ? [candidateApplication({ status: 'pending' })] : [] }),
      [`POST /api/listings/${LISTING_ID}/applications`]: () => {
        applied = true;
        return { status: 201, body: candidateApplication({ status: 'pending' }) };
      },
    });
    const dialog = await openDialog();
    await user.type(await within(dialog).findByLabelText('Cover letter'), 'I would love to help on your wards.');
    expect(within(dialog).getByText('35 / 1000 characters')).toBeInTheDocument();
    // An A2 listing and a B1 profile with its certificate: nothing to warn about.
    expect(within(dialog).queryByRole('region', { name: /does not show everything/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The listing asks for a CV and a German certificate: both go with it unless unticked.
    expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)[0]?.body).toEqual({
      coverLetter: 'I would love to help on your wards.',
      includeCv: true,
      documentIds: ['certificate-1'],
    });
    expect(await screen.findByText('Application sent!')).toBeInTheDocument();
    expect(await screen.findByText(/You applied on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('says "You have already applied to this position" as the server does', async () => {
    const user = userEvent.setup();
    candidate({
      [`POST /api/listings/${LISTING_ID}/applications`]: apiError(
        409,
        'CONFLICT',
        'You have already applied to this position',
      ),
    });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied to this position');
  });

  it('says the hourly limit when it is reached', async () => {
    const user = userEvent.setup();
    candidate({
      [`POST /api/listings/${LISTING_ID}/applications`]: apiError(
        429,
        'RATE_LIMITED',
        'You have sent 10 applications in the last hour. Please try again later.',
      ),
    });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('10 applications in the last hour');
  });

  it('keeps the letter when sending fails, with "Error submitting application", and after closing', async () => {
    const user = userEvent.setup();
    candidate({ [`POST /api/listings/${LISTING_ID}/applications`]: 'network-error' });
    let dialog = await openDialog();
    const letter = await within(dialog).findByLabelText('Cover letter');
    await user.type(letter, 'Dear team, I am motivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error submitting application');
    expect(letter).toHaveValue('Dear team, I am motivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Cover letter')).toHaveValue('Dear team, I am motivated.');
  });

  it('says "Error submitting application" in German when the server fails', async () => {
    const user = userEvent.setup();
    candidate(
      { [`POST /api/listings/${LISTING_ID}/applications`]: apiError(500, 'INTERNAL', 'Interner Fehler') },
      meFor({ user: { locale: 'de' } }),
    );
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    await user.type(await within(dialog).findByLabelText('Anschreiben'), 'Hallo');
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fehler beim Senden der Bewerbung');
    expect(within(dialog).getByLabelText('Anschreiben')).toHaveValue('Hallo');
  });

  it('names each requirement the profile does not meet and lets the candidate apply anyway', async () => {
    const user = userEvent.setup();
    const api = candidate({
      [`GET /api/listings/${LISTING_ID}`]: {
        body: listingDetail({
          germanLevelRequired: 'B2',
          requiredDocuments: ['CV', "Driver's licence (class B)"],
          startDate: '2026-09-01',
        }),
      },
      'GET /api/profile': {
        body: profileWith('approved', 'B1', { interests: { availableFrom: '2026-10-01' } }),
      },
      [`POST /api/listings/${LISTING_ID}/applications`]: {
        status: 201,
        body: candidateApplication({ status: 'pending' }),
      },
    });
    const dialog = await openDialog();
    const notice = await within(dialog).findByRole('region', {
      name: 'Your profile does not show everything this position asks for',
    });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'German: the position asks for B2 or higher; your profile says B1.',
      "Driver's licence: the position asks for one; your profile says you have none.",
      'Start: the position starts on 1 September 2026; you are available from 1 October 2026.',
    ]);
    expect(notice).toHaveTextContent('You can still apply: the company decides.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)).toHaveLength(1));
  });

  it('says in German that the certificate shows less than asked and the age does not fit', async () => {
    candidate(
      {
        [`GET /api/listings/${LISTING_ID}`]: {
          body: listingDetail({
            germanLevelRequired: 'B2',
            requiredDocuments: ['Lebenslauf', 'Führerschein Klasse B'],
            startDate: '2030-09-01',
            minAge: 18,
            maxAge: 27,
          }),
        },
        'GET /api/profile': {
          body: profileWith('approved', 'B2', {
            certificateLevel: 'B1',
            details: { driversLicense: true },
            personal: { dateOfBirth: '2013-01-01' },
          }),
        },
      },
      meFor({ user: { locale: 'de' } }),
    );
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    const notice = await within(dialog).findByRole('region', {
      name: 'Dein Profil zeigt nicht alles, was diese Stelle verlangt',
    });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Deutschzertifikat: Die Stelle verlangt eines ab B2, deines zeigt B1.',
      'Alter: Die Stelle ist für Menschen von 18 bis 27 Jahren, zum Beginn bist du 17.',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Bewerbung senden' })).toBeEnabled();
  });
});

describe('documents with an application (issue 28.2)', () => {
  const schoolCertificate = {
    id: 'school-1',
    type: 'school_certificate' as const,
    name: 'zeugnis.pdf',
    label: null,
    mimeType: 'application/pdf',
    sizeBytes: 90_000,
    createdAt: '2026-04-02T10:00:00.000Z',
    url: '/api/files/school-1',
    certificateType: null,
    level: null,
  };

  it('lists what the listing asks for, says what is missing, and sends exactly what the candidate ticked', async () => {
    const user = userEvent.setup();
    const profile = profileWith('approved', 'B1');
    const api = candidate({
      [`GET /api/listings/${LISTING_ID}`]: {
        body: listingDetail({ requiredDocuments: ['CV', 'School certificate', 'German certificate B1'] }),
      },
      'GET /api/profile': { body: profile },
      [`POST /api/listings/${LISTING_ID}/applications`]: {
        status: 201,
        body: candidateApplication({ status: 'pending' }),
      },
    });
    const dialog = await openDialog();
    const asked = await within(dialog).findByRole('list', { name: 'This position asks for:' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CV: attached', 'School certificate: not attached', 'German certificate B1: attached']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Not attached yet: School certificate.');
    expect(within(dialog).getByRole('link', { name: 'Add documents on my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    // The candidate keeps the certificate to themselves and leaves out the CV.
    await user.click(within(dialog).getByRole('checkbox', { name: /German certificate/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'My CV (made from my profile)' }));
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CV: not attached', 'School certificate: not attached', 'German certificate B1: not attached']);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)).toHaveLength(1));
    expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)[0]?.body).toEqual({
      coverLetter: '',
      includeCv: false,
      documentIds: [],
    });
  });

  it('offers every document on the profile, in German, and preselects the ones asked for', async () => {
    const profile = profileWith('approved', 'B1');
    candidate(
      {
        [`GET /api/listings/${LISTING_ID}`]: {
          body: listingDetail({ requiredDocuments: ['Lebenslauf', 'Schulzeugnis'] }),
        },
        'GET /api/profile': { body: { ...profile, documents: [...profile.documents, schoolCertificate] } },
      },
      meFor({ user: { locale: 'de' } }),
    );
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    expect(await within(dialog).findByRole('group', { name: 'Unterlagen für dieses Unternehmen' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Mein Lebenslauf (aus meinem Profil erstellt)' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Schulabschlusszeugnis/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Deutschzertifikat/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
