import type { CandidateAccess } from '@azubi/shared/candidates/candidate-search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi, type StubHandler } from '../../test/stub-api';
import { employerMeInPageLanguage } from '../../features/listings/testing/fixtures';
import {
  ALERT_ID,
  candidateItem,
  candidateList,
  listingSummary,
  TRAINING_PROFILE_ID,
  trainingItem,
  trainingList,
} from '../../features/matching/testing/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const TRAINING = `/api/training-search-profiles/${TRAINING_PROFILE_ID}`;
const ALERT = `/api/candidate-search-profiles/${ALERT_ID}`;
const ACCESS: CandidateAccess = {
  verificationStatus: 'verified',
  verified: true,
  active: true,
  trialDaysLeft: 6,
  canSearchCandidates: true,
  firstContacts: { limit: 20, used: 3, left: 17, resetsAt: '2026-11-28T23:00:00.000Z' },
};

function candidateApi(extra: Record<string, StubHandler> = {}, list = trainingList()) {
  return stubApi({
    'GET /api/me': meInPageLanguage(),
    'GET /api/training-search-profiles': { body: list },
    'POST /api/training-search-profiles/:id/seen': { body: trainingItem() },
    ...extra,
  });
}

function employerApi(extra: Record<string, StubHandler> = {}, list = candidateList()) {
  return stubApi({
    'GET /api/me': employerMeInPageLanguage(),
    'GET /api/candidate-search-profiles': { body: list },
    'GET /api/employer/candidates/access': { body: ACCESS },
    'POST /api/candidate-search-profiles/:id/seen': { body: candidateItem() },
    ...extra,
  });
}

async function profileCard(name: RegExp | string) {
  return within(await screen.findByRole('article', { name }));
}

describe('/training-search-profiles', { timeout: 20_000 }, () => {
  it('lists each profile with its criteria, state and counts; its places open newest first with "New" and the score explained on focus and tap', async () => {
    const api = candidateApi();
    renderApp('/training-search-profiles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training search profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Training search profiles' })).toHaveAttribute('aria-current', 'page');
    const card = await profileCard('Pflege in Hamburg');
    expect(screen.getByText('1 of 10 search profiles')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Notifies you of new matches')).toBeInTheDocument();
    expect(card.getByText('2 matches')).toBeInTheDocument();
    expect(card.getByText('1 new')).toBeInTheDocument();
    expect(
      card.getByText(
        'Places: Hamburg, Berlin · German up to B2 · Start from 1 August 2027 · Start by 31 December 2027 · Fields: Health & Care · At least €1,200 a month · At most 36 months',
      ),
    ).toBeInTheDocument();
    expect(api.to(`POST ${TRAINING}/seen`)).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Show matches' }));
    const places = card.getAllByRole('article');
    // Newest first: the place posted on 6 May before the one of 1 May.
    expect(places.map((place) => within(place).getByRole('heading').textContent)).toEqual([
      'Ausbildung Altenpflege 2',
      'Ausbildung Pflegefachfrau 1',
    ]);
    const items = card.getAllByRole('listitem');
    const older = items.find((item) => within(item).queryByText('Ausbildung Pflegefachfrau 1'))!;
    const newer = items.find((item) => within(item).queryByText('Ausbildung Altenpflege 2'))!;
    expect(within(older).getByText('New')).toBeInTheDocument();
    expect(within(newer).queryByText('New')).toBeNull();
    await waitFor(() => expect(api.to(`POST ${TRAINING}/seen`)).toHaveLength(1));
    // The marks stay for this visit although the server now counts none as new.
    expect(within(older).getByText('New')).toBeInTheDocument();

    // Best fit first, on request.
    await user.selectOptions(card.getByRole('combobox', { name: 'Order' }), 'Best fit first');
    expect(within(card.getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent('Ausbildung Altenpflege 2');

    // Issue 28.10: all conditions met reads as such, not as "Fit 45" (a percentage to most readers).
    expect(within(older).queryByText(/Fit 45/)).not.toBeInTheDocument();
    const score = within(older).getByRole('button', { name: /^3 of 3 conditions met/ });
    expect(score).toHaveAccessibleDescription(/German B2 ≥ B1 \(yes\) Location Hamburg \(yes\) Start 09\/2027 \(yes\)/);
    expect(score).toHaveAttribute('aria-expanded', 'false');
    // Keyboard focus opens it, Escape closes it.
    act(() => score.focus());
    expect(score).toHaveAttribute('aria-expanded', 'true');
    expect(within(older).getByText('Why it fits (fit score 45 of 100)')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(score).toHaveAttribute('aria-expanded', 'false');
    act(() => score.blur());
    // A tap opens it and keeps it open; another tap closes it.
    await user.click(score);
    expect(score).toHaveAttribute('aria-expanded', 'true');
    await user.click(score);
    expect(score).toHaveAttribute('aria-expanded', 'false');
    // A mouse shows it while over it.
    await user.unhover(score);
    await user.hover(score);
    expect(score).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(score);
    expect(score).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks German: the profile, its criteria, the places and the explanation', async () => {
    candidateApi();
    renderApp('/de/training-search-profiles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausbildungs-Suchprofile' })).toBeInTheDocument();
    const card = await profileCard('Pflege in Hamburg');
    expect(card.getByText('Aktiv')).toBeInTheDocument();
    expect(card.getByText('Benachrichtigt dich bei neuen Treffern')).toBeInTheDocument();
    expect(card.getByText('2 Treffer')).toBeInTheDocument();
    expect(card.getByText('1 neu')).toBeInTheDocument();
    expect(card.getByText(/^Orte: Hamburg, Berlin · Deutsch bis B2 · Beginn ab 01\.08\.2027/)).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Treffer zeigen' }));
    expect(card.getAllByText('Neu')).toHaveLength(1);
    const german = card
      .getAllByRole('button', { name: /^3 von 3 Bedingungen erfüllt/ })
      .find((button) =>
        document.getElementById(button.getAttribute('aria-describedby')!)?.textContent?.includes('Passung 45 von 100'),
      );
    expect(german).toHaveAccessibleDescription(/Deutsch B2 ≥ B1 \(ja\) Ort Hamburg \(ja\) Beginn 09\.2027 \(ja\)/);
  });

  it('creates a profile with every field: the name is required (English), then the body is sent', async () => {
    const api = candidateApi({
      'POST /api/training-search-profiles': {
        status: 201,
        body: trainingItem({ matches: [] }, { id: 'new-profile', name: 'FSJ Berlin' }),
      },
    });
    renderApp('/training-search-profiles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New search profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search profile' }));
    await user.click(dialog.getByRole('button', { name: 'Save search profile' }));
    expect(dialog.getByText('Please enter a name for this search profile')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/training-search-profiles')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'FSJ Berlin');
    await user.click(dialog.getByRole('checkbox', { name: 'Berlin' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Leipzig' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Your German level' }), 'A2 – Elementary');
    await user.type(dialog.getByLabelText('Start from'), '2027-08-01');
    await user.type(dialog.getByLabelText('Start by'), '2027-10-31');
    await user.click(dialog.getByRole('checkbox', { name: 'Elderly care' }));
    await user.type(dialog.getByRole('textbox', { name: 'Minimum pay per month (EUR)' }), '450');
    await user.type(dialog.getByRole('textbox', { name: 'Maximum duration (months)' }), '12');
    await user.click(dialog.getByRole('switch', { name: 'Notify me of new matches' }));
    await user.click(dialog.getByRole('button', { name: 'Save search profile' }));

    await waitFor(() =>
      expect(api.to('POST /api/training-search-profiles')[0]?.body).toEqual({
        name: 'FSJ Berlin',
        preferredLocations: ['berlin', 'leipzig'],
        maxGermanLevel: 'A2',
        startDateFrom: '2027-08-01',
        startDateTo: '2027-10-31',
        fieldsOfInterest: ['elderly'],
        minSalary: '450',
        maxDurationMonths: '12',
        isActive: true,
        notifyOnMatch: false,
      }),
    );
    expect(await screen.findByText('Search profile saved.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'FSJ Berlin' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what is wrong in German (name, start range, duration) and keeps every value when the server refuses', async () => {
    const api = candidateApi({
      'POST /api/training-search-profiles': apiError(
        409,
        'CONFLICT',
        'Du kannst höchstens 10 Ausbildungs-Suchprofile haben. Lösche eines, um ein neues anzulegen.',
      ),
    });
    renderApp('/de/training-search-profiles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Neues Suchprofil' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neues Suchprofil' }));
    await user.type(dialog.getByLabelText('Beginn ab'), '2027-12-01');
    await user.type(dialog.getByLabelText('Beginn bis'), '2027-09-01');
    await user.type(dialog.getByRole('textbox', { name: 'Höchstdauer (Monate)' }), '90');
    await user.click(dialog.getByRole('button', { name: 'Suchprofil speichern' }));
    expect(dialog.getByText('Bitte gib einen Namen für dieses Suchprofil ein')).toBeInTheDocument();
    expect(dialog.getByText('Das „Von“-Datum darf nicht nach dem „Bis“-Datum liegen')).toBeInTheDocument();
    expect(dialog.getByText('Gib eine Höchstdauer zwischen 1 und 60 Monaten ein')).toBeInTheDocument();
    expect(api.to('POST /api/training-search-profiles')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pflege');
    await user.clear(dialog.getByLabelText('Beginn bis'));
    await user.clear(dialog.getByRole('textbox', { name: 'Höchstdauer (Monate)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Höchstdauer (Monate)' }), '36');
    await user.click(dialog.getByRole('button', { name: 'Suchprofil speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Du kannst höchstens 10 Ausbildungs-Suchprofile haben. Lösche eines, um ein neues anzulegen.',
    );
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Pflege');
    expect(dialog.getByLabelText('Beginn ab')).toHaveValue('2027-12-01');
    expect(dialog.getByRole('textbox', { name: 'Höchstdauer (Monate)' })).toHaveValue('36');
  });

  it('edits a profile with every field sent, pauses and resumes it with the same fields', async () => {
    const api = candidateApi({
      [`PUT ${TRAINING}`]: (request) => {
        const body = request.body as { name: string; isActive: boolean };
        return { body: trainingItem({}, { name: body.name, isActive: body.isActive }) };
      },
    });
    renderApp('/training-search-profiles');
    const user = userEvent.setup();
    const card = await profileCard('Pflege in Hamburg');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit “Pflege in Hamburg”' }));
    expect(dialog.getByRole('checkbox', { name: 'Hamburg' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Your German level' })).toHaveValue('B2');
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pflege im Norden');
    await user.click(dialog.getByRole('checkbox', { name: 'Berlin' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const full = {
      preferredLocations: ['hamburg'],
      maxGermanLevel: 'B2',
      startDateFrom: '2027-08-01',
      startDateTo: '2027-12-31',
      fieldsOfInterest: ['health'],
      minSalary: '1200',
      maxDurationMonths: '36',
      notifyOnMatch: true,
    };
    await waitFor(() =>
      expect(api.to(`PUT ${TRAINING}`)[0]?.body).toEqual({ name: 'Pflege im Norden', isActive: true, ...full }),
    );
    const renamed = await profileCard('Pflege im Norden');

    await user.click(renamed.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.to(`PUT ${TRAINING}`)[1]?.body).toMatchObject({ isActive: false }));
    expect(api.to(`PUT ${TRAINING}`)[1]?.body).toEqual({
      ...full,
      preferredLocations: ['hamburg', 'berlin'],
      name: 'Pflege im Norden',
      isActive: false,
    });
    expect(await renamed.findByText('Paused')).toBeInTheDocument();
    await user.click(renamed.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.to(`PUT ${TRAINING}`)[2]?.body).toMatchObject({ isActive: true }));
    expect(await renamed.findByText('Active')).toBeInTheDocument();
  });

  it('deletes a profile only after the confirmation, then puts focus on the page heading', async () => {
    const api = candidateApi({ [`DELETE ${TRAINING}`]: { status: 204 } });
    renderApp('/training-search-profiles');
    const user = userEvent.setup();
    await user.click((await profileCard('Pflege in Hamburg')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Pflege in Hamburg”?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.to(`DELETE ${TRAINING}`)).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Pflege in Hamburg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Pflege in Hamburg”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.to(`DELETE ${TRAINING}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pflege in Hamburg' })).toBeNull());
    expect(await screen.findByText('“Pflege in Hamburg” was deleted.')).toBeInTheDocument();
    expect(screen.getByText('No search profiles yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('a matched place the candidate applied to says "Applied"; a withdrawn application does not (issue 28.10)', async () => {
    const application = (listingId: string, status: string) => ({
      id: `application-${listingId}`,
      status,
      coverLetter: '',
      appliedAt: '2026-05-02T10:00:00.000Z',
      listing: { id: listingId, title: '', companyName: '', location: '', programType: 'ausbildung', isActive: true },
      history: [],
    });
    candidateApi({
      'GET /api/my/applications': {
        body: [application('listing-1', 'pending'), application('listing-2', 'withdrawn')],
      },
    });
    renderApp('/training-search-profiles');
    const card = await profileCard('Pflege in Hamburg');
    await userEvent.setup().click(card.getByRole('button', { name: 'Show matches' }));
    const place = (title: string) => within(card.getAllByRole('article').find((a) => within(a).queryByText(title))!);
    expect(await place('Ausbildung Pflegefachfrau 1').findByText('Applied')).toBeInTheDocument();
    expect(place('Ausbildung Altenpflege 2').queryByText('Applied')).not.toBeInTheDocument();
  });

  it('"Check now" that finds nothing new does not contradict the unseen "new" ones (issue 28.10)', async () => {
    candidateApi({ [`POST ${TRAINING}/check`]: { body: { found: 0, item: trainingItem() } } });
    renderApp('/training-search-profiles');
    const card = await profileCard('Pflege in Hamburg');
    expect(card.getByText('1 new')).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Check now' }));
    expect(await card.findByText('Checked: nothing new since the last check.')).toBeInTheDocument();
    expect(card.queryByText(/No new matches/)).not.toBeInTheDocument();
  });

  it('"Check now" shows what it found, and the server\'s message when it is too soon (English and German)', async () => {
    let calls = 0;
    const api = candidateApi({
      [`POST ${TRAINING}/check`]: () =>
        ++calls === 1
          ? { body: { found: 2, item: trainingItem() } }
          : apiError(
              429,
              'RATE_LIMITED',
              'You just checked a search profile. Please wait a minute before checking again.',
            ),
    });
    const { unmount } = renderApp('/training-search-profiles');
    const user = userEvent.setup();
    const card = await profileCard('Pflege in Hamburg');
    await user.click(card.getByRole('button', { name: 'Check now' }));
    expect(await card.findByText('2 new matches found.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Check now' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'You just checked a search profile. Please wait a minute before checking again.',
    );
    expect(api.to(`POST ${TRAINING}/check`)).toHaveLength(2);
    unmount();

    candidateApi({
      [`POST ${TRAINING}/check`]: apiError(
        429,
        'RATE_LIMITED',
        'Du hast gerade ein Suchprofil geprüft. Bitte warte eine Minute, bevor du erneut prüfst.',
      ),
    });
    renderApp('/de/training-search-profiles');
    const german = await profileCard('Pflege in Hamburg');
    await user.click(german.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await german.findByRole('alert')).toHaveTextContent(
      'Du hast gerade ein Suchprofil geprüft. Bitte warte eine Minute, bevor du erneut prüfst.',
    );
  });

  it('says matches start once the profile is approved (English and German) and still lets the candidate save profiles', async () => {
    candidateApi(
      {},
      trainingList([trainingItem({ matches: [] }, { approvalStatus: 'pending' })], {
        approvalStatus: 'pending',
        matchingActive: false,
      }),
    );
    const { unmount } = renderApp('/training-search-profiles');
    const notice = (await screen.findByText('Matches start when your profile is approved')).closest<HTMLElement>(
      '[role=status]',
    )!;
    expect(notice).toHaveTextContent('Matches start when your profile is approved');
    expect(notice).toHaveTextContent('Your profile is being checked (usually within 24 hours).');
    expect(within(notice).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('button', { name: 'New search profile' })).toBeEnabled();
    unmount();

    candidateApi({}, trainingList([], { approvalStatus: 'draft', matchingActive: false }));
    renderApp('/de/training-search-profiles');
    const german = (await screen.findByText('Treffer gibt es, sobald dein Profil freigegeben ist')).closest(
      '[role=status]',
    )!;
    expect(german).toHaveTextContent('Treffer gibt es, sobald dein Profil freigegeben ist');
    expect(german).toHaveTextContent('Vervollständige dein Profil und schicke es zur Prüfung.');
    expect(screen.getByText('Noch keine Suchprofile')).toBeInTheDocument();
  });

  it('offers no new profile at the limit of 10', async () => {
    const items = Array.from({ length: 10 }, (_, n) =>
      trainingItem({ matches: [] }, { id: `p-${n}`, name: `Profil ${n}` }),
    );
    candidateApi({}, trainingList(items));
    renderApp('/training-search-profiles');
    expect(await screen.findByText('10 of 10 search profiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New search profile' })).toBeDisabled();
    expect(screen.getByText(/You have 10 search profiles, the most you can have/)).toBeInTheDocument();
  });

  it("leads a match notification's dashboard link to the tab", async () => {
    candidateApi();
    const { router } = renderApp('/dashboard?tab=search-profiles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training search profiles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/training-search-profiles');
  });
});

describe('"Save this search" on /browse-jobs', { timeout: 20_000 }, () => {
  it('turns the filters into a new profile in the dialog, names what it cannot keep, and saves it', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/listings': { body: { items: [listingSummary(1)], nextCursor: null } },
      'POST /api/training-search-profiles': { status: 201, body: trainingItem() },
    });
    renderApp('/browse-jobs?q=Pflege&location=hamburg&category=health&germanLevel=B2&startFrom=2027-08-01&visa=true');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search profile' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Hamburg · Health & Care');
    expect(dialog.getByRole('checkbox', { name: 'Hamburg' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Berlin' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Health & Care' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Your German level' })).toHaveValue('B2');
    expect(dialog.getByLabelText('Start from')).toHaveValue('2027-08-01');
    expect(dialog.getByText('Not saved in a profile: search text, visa support.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save search profile' }));
    await waitFor(() =>
      expect(api.to('POST /api/training-search-profiles')[0]?.body).toEqual({
        name: 'Hamburg · Health & Care',
        preferredLocations: ['hamburg'],
        maxGermanLevel: 'B2',
        startDateFrom: '2027-08-01',
        startDateTo: null,
        fieldsOfInterest: ['health'],
        minSalary: null,
        maxDurationMonths: null,
        isActive: true,
        notifyOnMatch: true,
      }),
    );
    expect(await screen.findByText('Search saved. You find it under “Training search profiles”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/training-search-profiles');
  });

  it('speaks German and is not offered to visitors', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/listings': { body: { items: [listingSummary(1)], nextCursor: null } },
    });
    const { unmount } = renderApp('/de/browse-jobs?location=munich');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Diese Suche speichern' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neues Suchprofil' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('München');
    expect(dialog.getByRole('checkbox', { name: 'München' })).toBeChecked();
    unmount();

    setSessionHint(false);
    stubApi({ 'GET /api/listings': { body: { items: [listingSummary(1)], nextCursor: null } } });
    renderApp('/browse-jobs?location=munich');
    expect(await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });
});

describe('/employer/matches', { timeout: 20_000 }, () => {
  it('shows each search alert with its criteria and the matched candidates as in candidate search, anonymised, with "New" and the score', async () => {
    const api = employerApi();
    renderApp('/employer/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search alerts and matches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    const card = await profileCard('Pflegekräfte aus Marokko');
    expect(screen.getByText('1 of 20 search alerts for your company')).toBeInTheDocument();
    expect(card.getByText('Created by Sabine Krüger')).toBeInTheDocument();
    expect(
      card.getByText(
        'German B1 or better · Places: Hamburg · Willing to move · Fields: Health & Care, Elderly care · Age 18–30 · From: Morocco',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('1 new')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Show matches' }));
    const candidate = within(card.getByRole('article', { name: 'Candidate 7A1B' }));
    expect(candidate.getByText('Rabat, Morocco')).toBeInTheDocument();
    expect(card.getByText('New')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^2 of 2 conditions met/ })).toHaveAccessibleDescription(
      /German B2 ≥ B1 \(yes\) Country Morocco \(yes\)/,
    );
    expect(candidate.getByRole('button', { name: /Save/ })).toBeInTheDocument();
    await waitFor(() => expect(api.to(`POST ${ALERT}/seen`)).toHaveLength(1));
  });

  it('speaks German', async () => {
    employerApi();
    renderApp('/de/employer/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suchaufträge und Treffer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Treffer' })).toHaveAttribute('aria-current', 'page');
    const card = await profileCard('Pflegekräfte aus Marokko');
    expect(card.getByText(/^Deutsch ab B1 · Orte: Hamburg · Umzugsbereit/)).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Treffer zeigen' }));
    expect(card.getByRole('article', { name: 'Bewerber 7A1B' })).toBeInTheDocument();
    expect(card.getByText('Neu')).toBeInTheDocument();
  });

  it('creates a search alert with every field; the ages are checked (English and German)', async () => {
    const api = employerApi({
      'POST /api/candidate-search-profiles': {
        status: 201,
        body: candidateItem({ matches: [] }, { id: 'new-alert', name: 'Köche' }),
      },
    });
    const { unmount } = renderApp('/employer/matches');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New search alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search alert' }));
    await user.type(dialog.getByRole('textbox', { name: 'Minimum age' }), '30');
    await user.type(dialog.getByRole('textbox', { name: 'Maximum age' }), '20');
    await user.click(dialog.getByRole('button', { name: 'Save search alert' }));
    expect(dialog.getByText('Please enter a name for this search profile')).toBeInTheDocument();
    expect(dialog.getByText('The minimum age must not be above the maximum age')).toBeInTheDocument();
    expect(api.to('POST /api/candidate-search-profiles')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Köche');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Minimum German level' }), 'B1 – Intermediate');
    await user.type(dialog.getByRole('textbox', { name: 'Preferred locations' }), 'Hamburg, Bremen');
    await user.click(dialog.getByRole('switch', { name: 'Willing to relocate' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Hospitality & Hotels' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Maximum age' }));
    await user.type(dialog.getByRole('textbox', { name: 'Maximum age' }), '35');
    await user.click(dialog.getByRole('switch', { name: "Requires a driver's licence" }));
    await user.click(dialog.getByRole('switch', { name: 'Requires a work permit' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Add a country' }), 'Vietnam');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Add a country' }), 'Morocco');
    await user.click(dialog.getByRole('button', { name: 'Remove Vietnam' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Add a country' }), 'India');
    await user.click(dialog.getByRole('button', { name: 'Save search alert' }));
    await waitFor(() =>
      expect(api.to('POST /api/candidate-search-profiles')[0]?.body).toEqual({
        name: 'Köche',
        minGermanLevel: 'B1',
        preferredLocations: ['Hamburg', 'Bremen'],
        fieldsOfInterest: ['hospitality'],
        minAge: '30',
        maxAge: '35',
        requiresDriversLicense: true,
        requiresWorkPermit: true,
        willingToRelocate: true,
        notifyOnMatch: true,
        preferredCountries: ['MA', 'IN'],
        isActive: true,
      }),
    );
    expect(await screen.findByText('Search alert saved.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Köche' })).toBeInTheDocument();
    unmount();

    employerApi();
    renderApp('/de/employer/matches');
    await user.click(await screen.findByRole('button', { name: 'Neuer Suchauftrag' }));
    const german = within(await screen.findByRole('dialog', { name: 'Neuer Suchauftrag' }));
    await user.type(german.getByRole('textbox', { name: 'Mindestalter' }), '12');
    await user.click(german.getByRole('button', { name: 'Suchauftrag speichern' }));
    expect(german.getByText('Bitte gib einen Namen für dieses Suchprofil ein')).toBeInTheDocument();
    expect(german.getByText('Gib ein Alter zwischen 16 und 99 ein')).toBeInTheDocument();
  });

  it('pauses and deletes a search alert with the right requests', async () => {
    const api = employerApi({
      [`PUT ${ALERT}`]: { body: candidateItem({}, { isActive: false }) },
      [`DELETE ${ALERT}`]: { status: 204 },
    });
    renderApp('/employer/matches');
    const user = userEvent.setup();
    const card = await profileCard('Pflegekräfte aus Marokko');
    await user.click(card.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(api.to(`PUT ${ALERT}`)[0]?.body).toEqual({
        name: 'Pflegekräfte aus Marokko',
        minGermanLevel: 'B1',
        preferredLocations: ['Hamburg'],
        fieldsOfInterest: ['health', 'elderly'],
        minAge: '18',
        maxAge: '30',
        requiresDriversLicense: false,
        requiresWorkPermit: false,
        willingToRelocate: true,
        notifyOnMatch: true,
        preferredCountries: ['MA'],
        isActive: false,
      }),
    );
    expect(await card.findByText('Paused')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Pflegekräfte aus Marokko”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.to(`DELETE ${ALERT}`)).toHaveLength(1));
    expect(await screen.findByText('No search alerts yet')).toBeInTheDocument();
  });

  it('tells a company whose plan ended why there are no matches, with the way to the subscription (English and German)', async () => {
    employerApi(
      { 'GET /api/employer/candidates/access': { body: { ...ACCESS, active: false, canSearchCandidates: false } } },
      candidateList([candidateItem({ matches: [] })], { canReceiveMatches: false, blockedBy: 'plan_inactive' }),
    );
    const { unmount } = renderApp('/employer/matches');
    expect(await screen.findByRole('heading', { name: 'Your plan has expired' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your search alerts are kept, but candidates are found only while your company is verified and its trial or plan runs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscription');
    // The alerts themselves are still there to edit.
    expect(screen.getByRole('article', { name: 'Pflegekräfte aus Marokko' })).toBeInTheDocument();
    unmount();

    employerApi(
      {},
      candidateList([candidateItem({ matches: [] })], { canReceiveMatches: false, blockedBy: 'plan_inactive' }),
    );
    renderApp('/de/employer/matches');
    expect(await screen.findByRole('heading', { name: 'Dein Plan ist abgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan wählen' })).toHaveAttribute('href', '/de/subscription');
  });

  it('tells a company that is not verified how to get verified', async () => {
    employerApi(
      {
        'GET /api/employer/candidates/access': {
          body: { ...ACCESS, verificationStatus: 'pending', verified: false, canSearchCandidates: false },
        },
      },
      candidateList([], { canReceiveMatches: false, blockedBy: 'not_verified' }),
    );
    renderApp('/employer/matches');
    expect(
      await screen.findByRole('heading', { name: 'Get your company verified to find candidates' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your verification request is being checked/)).toBeInTheDocument();
  });
});

describe('"Save this search" on /employer/candidates', { timeout: 20_000 }, () => {
  it('turns the search into a new search alert in the dialog and saves it', async () => {
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/candidates': { body: { candidates: [], nextCursor: null } },
      'GET /api/employer/listings': { body: [] },
      'POST /api/candidate-search-profiles': { status: 201, body: candidateItem() },
    });
    renderApp(
      '/employer/candidates?minGermanLevel=B2&location=Hamburg&fields=health,elderly&minAge=18&maxAge=30&driversLicense=true&willingToRelocate=true&country=ma&programs=fsj',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search alert' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'German B2 or better · Hamburg · Health & Care, Elderly care',
    );
    expect(dialog.getByRole('combobox', { name: 'Minimum German level' })).toHaveValue('B2');
    expect(dialog.getByRole('textbox', { name: 'Preferred locations' })).toHaveValue('Hamburg');
    expect(dialog.getByRole('checkbox', { name: 'Health & Care' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Elderly care' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: "Requires a driver's licence" })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Remove Morocco' })).toBeInTheDocument();
    expect(dialog.getByText('Not saved in a profile: programs.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save search alert' }));
    await waitFor(() =>
      expect(api.to('POST /api/candidate-search-profiles')[0]?.body).toEqual({
        name: 'German B2 or better · Hamburg · Health & Care, Elderly care',
        minGermanLevel: 'B2',
        preferredLocations: ['Hamburg'],
        fieldsOfInterest: ['health', 'elderly'],
        minAge: '18',
        maxAge: '30',
        requiresDriversLicense: true,
        requiresWorkPermit: false,
        willingToRelocate: true,
        notifyOnMatch: true,
        preferredCountries: ['MA'],
        isActive: true,
      }),
    );
    expect(await screen.findByText('Search saved. You find it under “Matches”.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/candidates': { body: { candidates: [], nextCursor: null } },
      'GET /api/employer/listings': { body: [] },
    });
    renderApp('/de/employer/candidates?minGermanLevel=B1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Diese Suche speichern' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neuer Suchauftrag' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Deutsch ab B1');
  });
});
