import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { profileFixture } from '../../features/profile/testing/profile-fixture';
import { renderApp } from '../../test/render-app';

const saved = (profile = profileFixture()) => ({ body: { message: 'Profile saved', profile } });

function stubProfile(handlers: Parameters<typeof stubApi>[0] = {}, profile = profileFixture()) {
  return stubApi({
    'GET /api/me': meInPageLanguage(),
    'GET /api/profile': { body: profile },
    'GET /api/privacy/settings': { body: { shareProfile: true, shareDocuments: false } },
    ...handlers,
  });
}

async function openSection(path: string, name: string) {
  renderApp(path);
  return within(await screen.findByRole('region', { name }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

// Typing through whole forms in jsdom takes a few seconds on a busy machine.
describe('my profile page', { timeout: 30_000 }, () => {
  it('sends signed-out visitors to sign in and back', async () => {
    stubApi({ 'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Not authenticated') });
    const { router } = renderApp('/my-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fmy-profile');
  });

  it('tells an employer that only candidates have a profile, in both languages', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    renderApp('/my-profile');
    expect(await screen.findByText('Only candidates have a profile.')).toBeInTheDocument();
  });

  it('tells an employer in German too', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    renderApp('/de/my-profile');
    expect(await screen.findByText('Nur Bewerberinnen und Bewerber haben ein Profil.')).toBeInTheDocument();
  });

  it('refuses a date of birth under 16 before sending anything, and keeps what was typed', async () => {
    const api = stubProfile();
    const personal = await openSection('/my-profile', 'Personal details');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    await userEvent.type(personal.getByLabelText('City or town'), 'Casablanca');
    await userEvent.type(personal.getByLabelText('Date of birth'), young.toISOString().slice(0, 10));
    await userEvent.click(personal.getByRole('button', { name: 'Save' }));
    expect(await personal.findByText('You must be at least 16 years old')).toBeInTheDocument();
    expect(personal.getByLabelText('Date of birth')).toHaveFocus();
    expect(personal.getByLabelText('City or town')).toHaveValue('Casablanca');
    expect(api.to('PUT /api/profile/personal')).toHaveLength(0);
  });

  it('says the same in German', async () => {
    stubProfile();
    const personal = await openSection('/de/my-profile', 'Persönliche Daten');
    await userEvent.type(personal.getByLabelText('Geburtsdatum'), '2020-01-01');
    await userEvent.click(personal.getByRole('button', { name: 'Speichern' }));
    expect(await personal.findByText('Du musst mindestens 16 Jahre alt sein')).toBeInTheDocument();
  });

  it('shows the saved name and photo in the header at once, without a reload', async () => {
    const api = stubProfile({
      'PUT /api/profile/personal': (request) =>
        saved(
          profileFixture({
            personal: { ...profileFixture().personal, ...(request.body as object), photoUrl: '/api/files/photo-1' },
          }),
        ),
    });
    renderApp('/my-profile');
    const banner = within(await screen.findByRole('banner'));
    const before = await banner.findByRole('button', { name: 'Account menu of Amina El Idrissi' });
    expect(before.querySelector('img')).toBeNull();
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    await userEvent.clear(personal.getByLabelText('Full name'));
    await userEvent.type(personal.getByLabelText('Full name'), 'Amina Idrissi');
    await userEvent.click(personal.getByRole('button', { name: 'Save' }));
    const after = await banner.findByRole('button', { name: 'Account menu of Amina Idrissi' });
    expect(after.querySelector('img')).toHaveAttribute('src', '/api/files/photo-1');
    expect(api.to('GET /api/me')).toHaveLength(1);
  });

  it('lets a person set the name they are called by; the header shows it at once (issue 28)', async () => {
    const api = stubProfile({
      'PUT /api/profile/personal': (request) =>
        saved(profileFixture({ personal: { ...profileFixture().personal, ...(request.body as object) } })),
    });
    renderApp('/my-profile');
    const banner = within(await screen.findByRole('banner'));
    await banner.findByRole('button', { name: 'Account menu of Amina El Idrissi' });
    expect(banner.getByText('Amina')).toBeInTheDocument();
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    const called = personal.getByLabelText('Name you are called by');
    expect(called).toHaveValue('Amina');
    await userEvent.clear(called);
    await userEvent.click(personal.getByRole('button', { name: 'Save' }));
    expect(await personal.findByText('Please enter the name you want to be called')).toBeInTheDocument();
    expect(api.to('PUT /api/profile/personal')).toHaveLength(0);
    await userEvent.type(called, 'Mina');
    await userEvent.click(personal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(banner.getByText('Mina')).toBeInTheDocument());
    expect(api.to('PUT /api/profile/personal')[0]?.body).toMatchObject({ calledName: 'Mina' });
  });

  it('lets the prefilled called name follow a changed full name, never a hand-set one (issue 28)', async () => {
    stubProfile();
    renderApp('/my-profile');
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    const full = personal.getByLabelText('Full name');
    const called = personal.getByLabelText('Name you are called by');
    expect(called).toHaveValue('Amina');
    await userEvent.clear(full);
    await userEvent.type(full, 'Nguyễn Văn An');
    expect(called).toHaveValue('Nguyễn');
    // Set by hand, it stays through further changes of the full name.
    await userEvent.clear(called);
    await userEvent.type(called, 'An');
    await userEvent.type(full, ' Thi');
    expect(called).toHaveValue('An');
  });

  it('prefills the given name of a name written family name first, by the country (issue 28)', async () => {
    stubProfile();
    renderApp('/my-profile');
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    const full = personal.getByLabelText('Full name');
    const called = personal.getByLabelText('Name you are called by');
    await userEvent.clear(full);
    await userEvent.type(full, 'Nguyễn Văn An');
    expect(called).toHaveValue('Nguyễn');
    await userEvent.selectOptions(personal.getByLabelText('Country'), 'VN');
    expect(called).toHaveValue('An');
    await userEvent.type(full, 'h');
    expect(called).toHaveValue('Anh');
    await userEvent.selectOptions(personal.getByLabelText('Country'), 'KR');
    expect(called).toHaveValue('Văn Anh');
    // Set by hand, a change of country leaves it.
    await userEvent.clear(called);
    await userEvent.type(called, 'Anh');
    await userEvent.selectOptions(personal.getByLabelText('Country'), 'DE');
    expect(called).toHaveValue('Anh');
  });

  it('prefills the given name in German too (issue 28)', async () => {
    stubProfile();
    renderApp('/de/my-profile');
    const personal = within(await screen.findByRole('region', { name: 'Persönliche Daten' }));
    await userEvent.clear(personal.getByLabelText('Vollständiger Name'));
    await userEvent.type(personal.getByLabelText('Vollständiger Name'), 'Wang Xiaoming');
    await userEvent.selectOptions(personal.getByLabelText('Land'), 'CN');
    expect(personal.getByLabelText('Name, mit dem du angesprochen wirst')).toHaveValue('Xiaoming');
  });

  it('saves the personal section and keeps a draft through a reload until then', async () => {
    const api = stubProfile({
      'PUT /api/profile/personal': (request) =>
        saved(
          profileFixture({
            personal: { ...profileFixture().personal, ...(request.body as object), photoUrl: null, email: 'a@x.org' },
          }),
        ),
    });
    const first = renderApp('/my-profile');
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    await userEvent.type(personal.getByLabelText('City or town'), 'Casablanca');
    await waitFor(() => expect(sessionStorage.getItem('azubi.draft.user-1.personal')).toContain('Casablanca'));
    first.unmount();

    renderApp('/my-profile');
    const again = within(await screen.findByRole('region', { name: 'Personal details' }));
    expect(again.getByLabelText('City or town')).toHaveValue('Casablanca');
    expect(again.getByText(/We kept what you typed earlier/)).toBeInTheDocument();
    await userEvent.selectOptions(again.getByLabelText('Country'), 'MA');
    await userEvent.click(again.getByRole('button', { name: 'Save' }));
    expect(await again.findByText('Profile saved')).toBeInTheDocument();
    expect(api.to('PUT /api/profile/personal')[0]?.body).toMatchObject({
      fullName: 'Amina El Idrissi',
      location: 'Casablanca',
      country: 'MA',
      dateOfBirth: null,
    });
    expect(sessionStorage.getItem('azubi.draft.user-1.personal')).toBeNull();
  });

  it('shows the server’s message on its field', async () => {
    stubProfile({
      'PUT /api/profile/personal': apiError(400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
        phone: 'Please enter a valid phone number, e.g. +49 30 1234567',
      }),
    });
    const personal = await openSection('/my-profile', 'Personal details');
    await userEvent.click(personal.getByRole('button', { name: 'Save' }));
    expect(await personal.findByText('Please enter a valid phone number, e.g. +49 30 1234567')).toBeInTheDocument();
    expect(personal.getByLabelText('Phone number')).toHaveFocus();
  });

  it('requires a certificate upload from B1 and a certificate type that fits the level', async () => {
    const api = stubProfile();
    const language = await openSection('/my-profile', 'German language');
    await userEvent.click(language.getByRole('button', { name: 'Save' }));
    expect(await language.findByText('Please select your German level')).toBeInTheDocument();
    expect(language.getByText('Please select a certificate type')).toBeInTheDocument();

    await userEvent.selectOptions(language.getByLabelText('German level'), 'B1');
    await userEvent.selectOptions(language.getByLabelText('Certificate type'), 'testdaf');
    await userEvent.click(language.getByRole('button', { name: 'Save' }));
    expect(
      await language.findByText('This certificate type does not match the selected German level'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(language.getByLabelText('Certificate type'), 'goethe');
    await userEvent.click(language.getByRole('button', { name: 'Save' }));
    expect(
      await language.findByText('Please upload your German language certificate for B1 level or higher'),
    ).toBeInTheDocument();
    expect(api.to('PUT /api/profile/language')).toHaveLength(0);
  });

  it('says on the first submit that the level is too low for the chosen programs, beside the missing type', async () => {
    const api = stubProfile(
      {},
      profileFixture({
        interests: { ...profileFixture().interests, programInterests: ['ausbildung'] },
      }),
    );
    const language = await openSection('/de/my-profile', 'Deutschkenntnisse');
    await userEvent.selectOptions(language.getByLabelText('Deutschniveau'), 'A2');
    await userEvent.click(language.getByRole('button', { name: 'Speichern' }));
    expect(await language.findByText('Bitte wähle eine Zertifikatsart')).toBeInTheDocument();
    expect(
      language.getAllByText(
        'Deine gewählten Programme brauchen ein höheres Deutschniveau (Ausbildung B1, FSJ und BFD A2). Bitte ändere zuerst deine Programme.',
      ),
    ).toHaveLength(1);
    expect(api.to('PUT /api/profile/language')).toHaveLength(0);
  });

  it('asks for the certificate in German too', async () => {
    stubProfile();
    const language = await openSection('/de/my-profile', 'Deutschkenntnisse');
    await userEvent.selectOptions(language.getByLabelText('Deutschniveau'), 'B2');
    await userEvent.selectOptions(language.getByLabelText('Art des Zertifikats'), 'testdaf');
    await userEvent.click(language.getByRole('button', { name: 'Speichern' }));
    expect(
      await language.findByText('Bitte lade dein Deutschzertifikat für das Niveau B1 oder höher hoch'),
    ).toBeInTheDocument();
  });

  it('uploads the certificate with its type and level, refusing big and wrong files first', async () => {
    const certificate = {
      id: 'f1',
      type: 'german_certificate' as const,
      name: 'goethe-b1.pdf',
      label: null,
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      createdAt: '2026-11-02T10:00:00.000Z',
      url: '/api/files/f1',
      certificateType: 'goethe',
      level: 'B1',
    };
    const api = stubProfile({
      'POST /api/profile/documents': {
        status: 201,
        body: {
          message: 'Document uploaded',
          profile: profileFixture({
            language: { germanLevel: null, certificateType: null, germanCertificate: certificate },
            documents: [certificate],
          }),
        },
      },
    });
    const language = await openSection('/my-profile', 'German language');
    await userEvent.selectOptions(language.getByLabelText('German level'), 'B1');
    await userEvent.selectOptions(language.getByLabelText('Certificate type'), 'goethe');
    const input = language.getByLabelText('Upload your certificate');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    expect(await language.findByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(language.getByRole('button', { name: 'Upload certificate' })).toBeDisabled();

    const gif = new File(['GIF89a'], 'scan.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(await language.findByText('File type image/gif not allowed')).toBeInTheDocument();

    await userEvent.upload(input, new File(['%PDF-1.4'], 'goethe-b1.pdf', { type: 'application/pdf' }));
    await userEvent.click(language.getByRole('button', { name: 'Upload certificate' }));
    expect((await language.findAllByText(/goethe-b1\.pdf/))[0]).toBeInTheDocument();
    const request = api.to('POST /api/profile/documents')[0];
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      type: 'german_certificate',
      certificateType: 'goethe',
      level: 'B1',
    });
    expect(language.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/files/f1');
  });

  it('asks for at least one program, and B1 for an Ausbildung', async () => {
    const api = stubProfile(
      {},
      profileFixture({ language: { germanLevel: 'A2', certificateType: 'none', germanCertificate: null } }),
    );
    const interests = await openSection('/my-profile', 'Programs and interests');
    await userEvent.click(interests.getByRole('button', { name: 'Save' }));
    expect(
      await interests.findByText('Please choose at least one program: Ausbildung, FSJ or BFD'),
    ).toBeInTheDocument();
    await userEvent.click(interests.getByLabelText('Ausbildung (vocational training)'));
    await userEvent.click(interests.getByRole('button', { name: 'Save' }));
    expect(await interests.findByText('An Ausbildung requires German at level B1 or higher')).toBeInTheDocument();
    expect(api.to('PUT /api/profile/interests')).toHaveLength(0);
  });

  it('asks for programs in German', async () => {
    stubProfile();
    const interests = await openSection('/de/my-profile', 'Programme und Interessen');
    await userEvent.click(interests.getByRole('button', { name: 'Speichern' }));
    expect(
      await interests.findByText('Bitte wähle mindestens ein Programm: Ausbildung, FSJ oder BFD'),
    ).toBeInTheDocument();
  });

  it('checks MM.YYYY dates and that the end comes after the start', async () => {
    const api = stubProfile({ 'PUT /api/profile/details': saved() });
    const details = await openSection('/my-profile', 'Experience and skills');
    await userEvent.click(details.getByRole('button', { name: 'Add education' }));
    await userEvent.type(details.getByLabelText('School or institution'), 'Lycée Ibn Sina');
    await userEvent.type(details.getByLabelText('Qualification'), 'Baccalauréat');
    await userEvent.type(details.getByLabelText('Start'), '2016-09');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Please enter the date as MM.YYYY')).toBeInTheDocument();

    await userEvent.clear(details.getByLabelText('Start'));
    await userEvent.type(details.getByLabelText('Start'), '09.2016');
    await userEvent.type(details.getByLabelText('End'), '06.2015');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('The end date must be after the start date')).toBeInTheDocument();
    expect(api.to('PUT /api/profile/details')).toHaveLength(0);

    await userEvent.clear(details.getByLabelText('End'));
    await userEvent.type(details.getByLabelText('End'), '06.2019');
    await userEvent.type(details.getByLabelText('Skills'), 'First aid{Enter}');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/profile/details')).toHaveLength(1));
    expect(api.to('PUT /api/profile/details')[0]?.body).toMatchObject({
      education: [{ institution: 'Lycée Ibn Sina', qualification: 'Baccalauréat', start: '09.2016', end: '06.2019' }],
      skills: ['First aid'],
    });
  });

  it('asks about the visa with one answer, leaves it unanswered by default and sends the choice (issue 28.5)', async () => {
    const api = stubProfile(
      { 'PUT /api/profile/details': saved() },
      profileFixture({
        personal: { ...profileFixture().personal, country: 'NG' },
      }),
    );
    const details = await openSection('/my-profile', 'Experience and skills');
    const visa = within(details.getByRole('group', { name: 'Visa for Germany' }));
    expect(visa.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(visa.getByText(/If you do not answer, they see “not stated”/)).toBeInTheDocument();
    await userEvent.click(visa.getByRole('radio', { name: 'I am not sure yet' }));
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/profile/details')).toHaveLength(1));
    expect(api.to('PUT /api/profile/details')[0]?.body).toMatchObject({ visaStatus: 'unsure' });
  });

  it('the audio heading states the rule the recorder and server apply: 10 s minimum, 30 s advised, stop at 2:00', async () => {
    stubProfile();
    const audio = await openSection('/my-profile', 'Audio introduction');
    expect(
      audio.getByText(
        'Introduce yourself in your own voice: at least 10 seconds, best 30 seconds or more; the recording stops at 2:00. Only employers you are in contact with may listen.',
      ),
    ).toBeInTheDocument();
    expect(audio.queryByText(/30 seconds to 2 minutes/)).not.toBeInTheDocument();
  });

  it('suggests "none needed" for a candidate from the EU, in German', async () => {
    stubProfile({}, profileFixture({ personal: { ...profileFixture().personal, country: 'PL' } }));
    const details = await openSection('/de/my-profile', 'Erfahrung und Fähigkeiten');
    const visa = within(details.getByRole('group', { name: 'Visum für Deutschland' }));
    expect(
      visa.getByRole('radio', { name: 'Ich brauche keins (EU-, EWR- oder Schweizer Staatsangehörigkeit)' }),
    ).toBeChecked();
    expect(visa.getByText(/Vorschlag nach deinem Land/)).toBeInTheDocument();
  });

  it('says the date rules in German, with the other errors of the entry on the same submit', async () => {
    stubProfile();
    const details = await openSection('/de/my-profile', 'Erfahrung und Fähigkeiten');
    await userEvent.click(details.getByRole('button', { name: 'Schulbildung hinzufügen' }));
    await userEvent.type(details.getByLabelText('Abschluss'), 'Bac');
    await userEvent.type(details.getByLabelText('Beginn'), '09.2016');
    await userEvent.type(details.getByLabelText('Ende'), '06.2015');
    await userEvent.click(details.getByRole('button', { name: 'Speichern' }));
    expect(await details.findByText('Bitte gib die Schule oder Einrichtung ein')).toBeInTheDocument();
    expect(details.getAllByText('Das Enddatum muss nach dem Startdatum liegen')).toHaveLength(1);
  });
});
