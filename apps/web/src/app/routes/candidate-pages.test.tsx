import type { CandidateCard, CandidateAccess, SavedCandidate } from '@azubi/shared/candidates/candidate-search';
import type { CandidateView } from '@azubi/shared/candidates/candidate-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import {
  CANDIDATE_ID,
  employerApplication,
  employerListing,
  employerMe,
  employerMeInPageLanguage,
  LISTING_ID,
} from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';
import { putServerQueryState } from '../../test/server-query-state';
import { CANDIDATE_ACCESS_KEY, candidateSearchKey } from '@azubi/shared/candidates/candidate-search-keys';
import { EMPLOYER_LISTINGS_KEY } from '@azubi/shared/listings/employer-listings-keys';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const CODE = CANDIDATE_ID.slice(0, 4).toUpperCase();
const ACCESS: CandidateAccess = {
  verificationStatus: 'verified',
  verified: true,
  active: true,
  trialDaysLeft: 6,
  canSearchCandidates: true,
  firstContacts: { limit: 20, used: 3, left: 17, resetsAt: '2026-11-28T23:00:00.000Z' },
};

function view(overrides: Partial<CandidateView> = {}): CandidateView {
  return {
    id: CANDIDATE_ID,
    code: CODE,
    revealed: false,
    fullName: null,
    ageBand: '21-24',
    age: null,
    location: 'Rabat',
    country: 'MA',
    bio: 'Nursing assistant for two years.',
    germanLevel: 'B1',
    certificateType: 'goethe',
    certificateVerified: true,
    programInterests: ['fsj'],
    ausbildungFields: ['health'],
    fsjSectors: ['elderly'],
    skills: ['First aid'],
    hobbies: ['Volleyball'],
    availableFrom: '2026-08-01',
    willingToRelocate: true,
    driversLicense: false,
    workPermitAvailable: false,
    visaRequired: true,
    visaStatus: 'needs_visa',
    education: [{ institution: 'Lycée Ibn Battouta', qualification: 'Baccalauréat', start: '09.2016', end: '06.2019' }],
    workExperience: [
      {
        company: 'Clinique Atlas',
        position: 'Pflegehelferin',
        start: '01.2020',
        end: null,
        description: 'Night shifts',
      },
    ],
    additionalCertifications: [{ name: 'Erste Hilfe', issuingOrganization: 'DRK', dateObtained: '05.2021' }],
    relationship: { applied: false, interview: false, conversation: false, saved: false },
    photoUrl: null,
    contact: null,
    links: null,
    documents: null,
    audio: null,
    ...overrides,
  };
}

const revealed = (overrides: Partial<CandidateView> = {}) =>
  view({
    revealed: true,
    fullName: 'Amina El Idrissi',
    age: 23,
    relationship: { applied: true, interview: false, conversation: false, saved: false },
    contact: { email: 'amina@example.org', phone: '+212 600 000000' },
    links: { linkedin: 'https://linkedin.com/in/amina' },
    documents: [
      { id: 'f1', kind: 'german_certificate', name: 'Goethe-B1-Zertifikat.pdf', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'f2', kind: 'other_document', name: 'Praktikumszeugnis.pdf', createdAt: '2026-01-02T00:00:00Z' },
    ],
    audio: { durationSeconds: 42 },
    ...overrides,
  });

function card(overrides: Partial<CandidateCard> = {}): CandidateCard {
  const {
    education: _e,
    workExperience: _w,
    additionalCertifications: _a,
    hobbies: _h,
    relationship,
    contact: _c,
    links: _l,
    documents: _d,
    audio: _au,
    age: _age,
    ...rest
  } = view();
  void relationship;
  return { ...rest, saved: false, fit: 2, ...overrides };
}

describe('candidate page', () => {
  it('shows the profile as the editor names it: translated levels, programs, fields; education, experience, certificates, document names, audio', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: { body: revealed() },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
    });
    renderApp(`/candidate/${CANDIDATE_ID}?from=applications&listingId=${LISTING_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina El Idrissi' })).toBeInTheDocument();
    expect(screen.getByText('23 years old')).toBeInTheDocument();
    expect(screen.getByText('B1 – Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Goethe-Institut')).toBeInTheDocument();
    expect(screen.getByText('Certificate verified')).toBeInTheDocument();
    expect(screen.getByText('FSJ (voluntary social year)')).toBeInTheDocument();
    expect(screen.getByText('Health & Care')).toBeInTheDocument();
    expect(screen.getByText('Elderly care')).toBeInTheDocument();
    expect(screen.getByText('Baccalauréat')).toBeInTheDocument();
    expect(screen.getByText('09.2016 – 06.2019')).toBeInTheDocument();
    expect(screen.getByText('Pflegehelferin')).toBeInTheDocument();
    expect(screen.getByText('01.2020 – today')).toBeInTheDocument();
    expect(screen.getByText('Erste Hilfe – DRK, 05.2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goethe-B1-Zertifikat.pdf' })).toHaveAttribute('href', '/api/files/f1');
    expect(screen.getByRole('link', { name: 'Praktikumszeugnis.pdf' })).toHaveAttribute('href', '/api/files/f2');
    expect(screen.getByRole('link', { name: 'amina@example.org' })).toBeInTheDocument();
    const audio = screen.getByLabelText('Audio introduction of Amina El Idrissi');
    expect(audio).toHaveAttribute('src', `/api/audio/${CANDIDATE_ID}`);
    expect(audio).toHaveAttribute('controlsList', 'nodownload noplaybackrate');
    expect(screen.getByRole('button', { name: 'Report this recording' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to applications' })).toHaveAttribute(
      'href',
      `/employer/applications?listingId=${LISTING_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('in German too', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: { body: revealed() },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
    });
    renderApp(`/de/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByText('B1 – Mittelstufe')).toBeInTheDocument();
    expect(screen.getByText('23 Jahre alt')).toBeInTheDocument();
    expect(screen.getByText('Gesundheit & Pflege')).toBeInTheDocument();
    expect(screen.getByText('01.2020 – heute')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Suche' })).toHaveAttribute('href', '/de/employer/candidates');
  });

  it('an unanswered visa question reads "not stated", never "no visa needed", in both languages (issue 28.5)', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: {
        body: revealed({ visaRequired: false, workPermitAvailable: false, visaStatus: null }),
      },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
    });
    const first = renderApp(`/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByText('Visa: not stated')).toBeInTheDocument();
    expect(screen.queryByText(/No visa needed/)).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/de/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByText('Visum: keine Angabe')).toBeInTheDocument();
    expect(screen.queryByText(/Kein Visum nötig/)).not.toBeInTheDocument();
  });

  it('before contact: "Candidate 4F2A", an age band, and what stays hidden until then', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: { body: view() },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
    });
    renderApp(`/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Candidate ${CODE}` })).toBeInTheDocument();
    expect(screen.getByText('Age 21–24')).toBeInTheDocument();
    expect(screen.getByText(/stay hidden until the candidate reveals themselves/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Contact details become visible once the candidate has applied to you or replied to your message.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The audio introduction can be heard once the candidate has revealed themselves to you.'),
    ).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('save and a note from the page: the team sees author and time', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: { body: view() },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
      [`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`]: { body: { message: 'Candidate saved' } },
      [`POST /api/employer/candidates/${CANDIDATE_ID}/notes`]: {
        status: 201,
        body: {
          message: 'Note saved',
          notes: [
            {
              id: 'n1',
              body: 'Strong German',
              author: { id: 'u1', name: 'Erika Arbeitgeber' },
              createdAt: '2026-03-02T09:30:00Z',
              mine: true,
            },
          ],
        },
      },
    });
    renderApp(`/candidate/${CANDIDATE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Candidate saved')).toBeInTheDocument();
    expect(api.to(`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please enter a note')).toBeInTheDocument();
    expect(api.to(`POST /api/employer/candidates/${CANDIDATE_ID}/notes`)).toHaveLength(0);
    await user.type(screen.getByLabelText('New note'), 'Strong German');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Strong German')).toBeInTheDocument();
    expect(screen.getByText(/^Erika Arbeitgeber, /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('a note that cannot be saved says "Failed to save note", in English and German', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: { body: view() },
      [`GET /api/employer/candidates/${CANDIDATE_ID}/notes`]: { body: [] },
      [`POST /api/employer/candidates/${CANDIDATE_ID}/notes`]: (request) =>
        apiError(
          500,
          'INTERNAL',
          request.headers.get('accept-language') === 'de'
            ? 'Notiz konnte nicht gespeichert werden'
            : 'Failed to save note',
        ),
    });
    const first = renderApp(`/candidate/${CANDIDATE_ID}`);
    await user.type(await screen.findByLabelText('New note'), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Failed to save note')).toBeInTheDocument();
    first.unmount();
    renderApp(`/de/candidate/${CANDIDATE_ID}`);
    await user.type(await screen.findByLabelText('Neue Notiz'), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText('Notiz konnte nicht gespeichert werden')).toBeInTheDocument();
  });

  it('"Access Denied" when the profile opted out of sharing, "Candidate not found" otherwise', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: apiError(
        403,
        'FORBIDDEN',
        'Access Denied (profile may have opted out of sharing)',
      ),
    });
    const first = renderApp(`/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Access Denied (profile may have opted out of sharing)')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: apiError(404, 'NOT_FOUND', 'Candidate not found'),
    });
    renderApp(`/candidate/${CANDIDATE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' })).toBeInTheDocument();
  });

  it('an unverified company is told how to get verified instead of a bare refusal', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': {
        body: { ...ACCESS, verificationStatus: 'pending', verified: false, canSearchCandidates: false },
      },
      [`GET /api/employer/candidates/${CANDIDATE_ID}`]: apiError(403, 'FORBIDDEN', 'Only verified companies …'),
    });
    renderApp(`/candidate/${CANDIDATE_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Get your company verified to find candidates' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your verification request is being checked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to company settings' })).toHaveAttribute('href', '/company-settings');
  });
});

describe('find candidates', () => {
  it('an unverified company sees the steps to verification, not a search', async () => {
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': {
        body: { ...ACCESS, verificationStatus: 'not_verified', verified: false, canSearchCandidates: false },
      },
    });
    renderApp('/de/employer/candidates');
    expect(
      await screen.findByRole('heading', { name: 'Lass dein Unternehmen verifizieren, um Bewerber zu finden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vervollständige dein Unternehmensprofil/)).toBeInTheDocument();
    expect(api.to('GET /api/employer/candidates')).toHaveLength(0);
  });

  it('anonymised results with translated labels; filters go into the address; load more; save', async () => {
    const user = userEvent.setup();
    const second = { ...card(), id: '11111111-2222-4333-8444-555555555555', code: '1111' };
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/candidates': (request) => {
        return request.query.get('cursor')
          ? { body: { candidates: [second], nextCursor: null } }
          : { body: { candidates: [card()], nextCursor: 'next-page' } };
      },
      [`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`]: { body: { message: 'Candidate saved' } },
    });
    renderApp('/employer/candidates');
    const result = await screen.findByRole('article', { name: `Candidate ${CODE}` });
    expect(within(result).getByText('Age 21–24')).toBeInTheDocument();
    expect(within(result).getByText('B1 – Intermediate')).toBeInTheDocument();
    expect(within(result).getByText('Certificate verified')).toBeInTheDocument();
    expect(within(result).getByText('Health & Care')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: `Candidate ${CODE}` })).toHaveAttribute(
      'href',
      `/candidate/${CANDIDATE_ID}?from=search`,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Candidate 1111' })).toBeInTheDocument();
    expect(api.to('GET /api/employer/candidates').at(-1)?.query.get('cursor')).toBe('next-page');

    await user.click(within(result).getByRole('button', { name: `Save Candidate ${CODE}` }));
    expect(await screen.findByText('Candidate saved')).toBeInTheDocument();

    await user.click(screen.getByText('Filters'));
    await user.click(screen.getByRole('checkbox', { name: 'Health & Care' }));
    await user.selectOptions(screen.getByLabelText('German level (at least)'), 'B2');
    await user.type(screen.getByLabelText('Skills or words from the profile'), 'pflege');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.to('GET /api/employer/candidates').at(-1)?.query.get('fields')).toBe('health'));
    const last = api.to('GET /api/employer/candidates').at(-1)!.query;
    expect(last.get('minGermanLevel')).toBe('B2');
    expect(last.get('q')).toBe('pflege');
  });

  it('shows what the page’s HTML carried at once, without asking the API for it (issue 35)', async () => {
    const api = stubApi({
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/listings': { body: [] },
      'GET /api/employer/candidates': { body: { candidates: [], nextCursor: null } },
    });
    const params = new URLSearchParams('minGermanLevel=B1');
    putServerQueryState([
      { queryKey: ['auth', 'me'], data: employerMe() },
      { queryKey: CANDIDATE_ACCESS_KEY, data: ACCESS },
      { queryKey: EMPLOYER_LISTINGS_KEY, data: [employerListing()] },
      {
        queryKey: candidateSearchKey(params),
        data: { pages: [{ candidates: [card()], nextCursor: null }], pageParams: [null] },
      },
    ]);
    renderApp('/employer/candidates?minGermanLevel=B1');
    expect(await screen.findByRole('article', { name: `Candidate ${CODE}` })).toBeInTheDocument();
    expect(api.to('GET /api/me')).toHaveLength(0);
    expect(api.to('GET /api/employer/candidates/access')).toHaveLength(0);
    expect(api.to('GET /api/employer/listings')).toHaveLength(0);
    expect(api.to('GET /api/employer/candidates')).toHaveLength(0);
  });
});

describe('saved candidates', () => {
  it('lists saved candidates with who saved them and the team notes; unsaving says so', async () => {
    const user = userEvent.setup();
    const saved: SavedCandidate = {
      candidate: card({ revealed: true, fullName: 'Amina El Idrissi', saved: true }),
      savedAt: '2026-03-01T10:00:00Z',
      savedBy: 'Mia Mitglied',
      notes: [
        {
          id: 'n1',
          body: 'Call about the start date',
          author: { id: 'u2', name: 'Mia Mitglied' },
          createdAt: '2026-03-01T11:00:00Z',
          mine: false,
        },
      ],
    };
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/saved-candidates': { body: [saved] },
      [`DELETE /api/employer/saved-candidates/${CANDIDATE_ID}`]: {
        body: { message: 'Candidate removed from saved candidates' },
      },
    });
    renderApp('/employer/saved');
    const item = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    expect(within(item).getByText(/^Saved by Mia Mitglied on /)).toBeInTheDocument();
    expect(within(item).getByText('Call about the start date')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: /Amina El Idrissi is saved/ }));
    expect(await screen.findByText('Candidate removed from saved candidates')).toBeInTheDocument();
    expect(api.to(`DELETE /api/employer/saved-candidates/${CANDIDATE_ID}`)).toHaveLength(1);
  });

  it('a failed save says "Failed to save candidate" in German', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/candidates': { body: { candidates: [card()], nextCursor: null } },
      [`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`]: apiError(
        500,
        'INTERNAL',
        'Bewerber konnte nicht gespeichert werden',
      ),
    });
    renderApp('/de/employer/candidates');
    await user.click(await screen.findByRole('button', { name: `Bewerber ${CODE} speichern` }));
    expect(await screen.findByText('Bewerber konnte nicht gespeichert werden')).toBeInTheDocument();
  });
});

describe('privacy settings for candidates', () => {
  it('explains that only the candidate reveals themselves, and lists the companies that viewed or saved the profile', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'azubi' } }),
      'GET /api/privacy/settings': { body: { shareProfile: true, shareDocuments: false } },
      'GET /api/my/profile-views': {
        body: [
          {
            companyId: 'c1',
            companyName: 'Klinikum Nord GmbH',
            views: 2,
            lastViewedAt: '2026-03-01T10:00:00Z',
            savedAt: null,
          },
          {
            companyId: 'c2',
            companyName: 'Pflegeheim Süd',
            views: 0,
            lastViewedAt: null,
            savedAt: '2026-03-02T10:00:00Z',
          },
        ],
      },
      'GET /api/profile/progress': { status: 404, body: {} },
    });
    renderApp('/privacy-settings');
    expect(await screen.findByText(/until you reveal yourself: by applying/)).toBeInTheDocument();
    // The old switch is gone: everyone stays anonymous until they act (issue 27).
    expect(screen.queryByRole('switch', { name: 'Stay anonymous until I answer' })).not.toBeInTheDocument();
    expect(await screen.findByText('Klinikum Nord GmbH')).toBeInTheDocument();
    expect(screen.getByText(/^2 views, last on /)).toBeInTheDocument();
    expect(screen.getByText('Pflegeheim Süd')).toBeInTheDocument();
    expect(screen.getByText(/^Saved your profile on /)).toBeInTheDocument();
  });
});

describe('best fit for a listing', () => {
  it('offers the active listings; the chosen one goes into the address and the search, in German too', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/listings': {
        body: [
          employerListing({ title: 'Pflegefachkraft Berlin' }),
          employerListing({ id: '22222222-3333-4444-8555-666666666666', title: 'Koch Hamburg', isActive: false }),
        ],
      },
      'GET /api/employer/candidates': { body: { candidates: [card()], nextCursor: null } },
    });
    const { router } = renderApp('/de/employer/candidates');
    const select = await screen.findByRole('combobox', { name: 'Beste Übereinstimmung für' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Keine Stelle', 'Pflegefachkraft Berlin']);
    expect(select).toHaveValue('');

    await user.selectOptions(select, LISTING_ID);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?listingId=${LISTING_ID}`));
    await waitFor(() => expect(api.to('GET /api/employer/candidates').at(-1)?.query.get('listingId')).toBe(LISTING_ID));
    // Read back from the address (the form is rebuilt from it).
    expect(screen.getByRole('combobox', { name: 'Beste Übereinstimmung für' })).toHaveValue(LISTING_ID);
  });
});

describe('find candidates from an application list', () => {
  it('a chosen active listing links to Find candidates with that listing preselected, in German', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing({ title: 'Pflegefachkraft Berlin' })] },
      'GET /api/employer/applications': { body: [employerApplication()] },
      'GET /api/employer/saved-candidates': { body: [] },
      'GET /api/employer/candidates/access': { body: ACCESS },
      'GET /api/employer/candidates': { body: { candidates: [card()], nextCursor: null } },
    });
    renderApp('/de/employer/applications');
    await screen.findByRole('option', { name: 'Pflegefachkraft Berlin' });
    expect(screen.queryByRole('link', { name: 'Bewerber für diese Stelle finden' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stelle' }), LISTING_ID);
    await user.click(await screen.findByRole('link', { name: 'Bewerber für diese Stelle finden' }));
    expect(await screen.findByRole('combobox', { name: 'Beste Übereinstimmung für' })).toHaveValue(LISTING_ID);
  });
});

describe('applications', () => {
  it('save an applicant from the list; the name leads to their page and back to this listing', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'GET /api/employer/applications': { body: [employerApplication()] },
      'GET /api/employer/saved-candidates': { body: [] },
      [`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`]: { body: { message: 'Candidate saved' } },
    });
    renderApp('/employer/applications');
    const name = employerApplication().candidate.fullName;
    expect(await screen.findByRole('link', { name })).toHaveAttribute(
      'href',
      `/candidate/${CANDIDATE_ID}?from=applications&listingId=${LISTING_ID}`,
    );
    await user.click(screen.getByRole('button', { name: `Save ${name}` }));
    expect(await screen.findByText('Candidate saved')).toBeInTheDocument();
    expect(api.to(`PUT /api/employer/saved-candidates/${CANDIDATE_ID}`)).toHaveLength(1);
  });
});
