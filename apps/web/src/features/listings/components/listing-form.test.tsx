import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/account/session-hint';
import { clearToasts, stubApi } from '../../../test/stub-api';
import { renderApp } from '../../../test/render-app';
import { employerListing, employerMeInPageLanguage, LISTING_ID } from '../testing/fixtures';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function fillFsj(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Position title'), 'FSJ im Krankenhaus');
  await user.click(screen.getByRole('radio', { name: 'FSJ (voluntary social year)' }));
  await user.selectOptions(screen.getByLabelText('Field'), 'health');
  await user.type(screen.getByLabelText('Location'), 'Hamburg');
  await user.type(
    screen.getByLabelText('Description'),
    'Twelve months on our wards: accompany patients and help the care team.',
  );
  await user.type(screen.getByLabelText('Monthly allowance (€)'), '520');
}

describe('listing form', () => {
  it('refuses an FSJ listing without a sector, in English, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/me': employerMeInPageLanguage() });
    renderApp('/employer/listings/new');
    await fillFsj(user);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText('Sector is required for FSJ listings')).toBeInTheDocument();
    expect(screen.getByLabelText('Sector')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/employer/listings')).toHaveLength(0);
  });

  it('shows every error of an empty FSJ listing on the first submit, once each, in German', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/me': employerMeInPageLanguage() });
    renderApp('/de/employer/listings/new');
    await user.click(await screen.findByRole('radio', { name: 'FSJ (Freiwilliges Soziales Jahr)' }));
    await user.click(screen.getByRole('button', { name: 'Stelle anlegen' }));
    // The program's own rules (sector, allowance) come with the fields every listing needs, not a submit later.
    expect(await screen.findByText('Bitte gib einen Stellentitel ein (mindestens 3 Zeichen)')).toBeInTheDocument();
    expect(screen.getAllByText('Für FSJ-Stellen ist ein Bereich erforderlich')).toHaveLength(1);
    expect(screen.getAllByText('Bitte gib das monatliche Taschengeld ein')).toHaveLength(1);
    expect(screen.getByLabelText('Einsatzbereich')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/employer/listings')).toHaveLength(0);

    await user.type(screen.getByLabelText('Bezeichnung der Stelle'), 'FSJ im Krankenhaus');
    await user.selectOptions(screen.getByLabelText('Bereich'), 'health');
    await user.type(screen.getByLabelText('Ort'), 'Hamburg');
    await user.type(screen.getByLabelText('Beschreibung'), 'Zwölf Monate auf unseren Stationen mitarbeiten.');
    await user.click(screen.getByRole('button', { name: 'Stelle anlegen' }));
    expect(await screen.findByText('Für FSJ-Stellen ist ein Bereich erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib das monatliche Taschengeld ein')).toBeInTheDocument();
    // FSJ has no salary range and no duration; its German level starts at A2.
    expect(screen.queryByLabelText('Gehalt von (€)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Erforderliches Deutschniveau')).toHaveValue('A2');
  });

  it('asks an Ausbildung for a duration and a sensible salary range, and offers B1 or higher only', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/me': employerMeInPageLanguage() });
    renderApp('/employer/listings/new');
    await user.type(await screen.findByLabelText('Position title'), 'Pflegefachfrau (m/w/d)');
    await user.selectOptions(screen.getByLabelText('Field'), 'health');
    await user.type(screen.getByLabelText('Location'), 'Hamburg');
    await user.type(screen.getByLabelText('Description'), 'Three years of nursing training in our hospital.');
    await user.type(screen.getByLabelText('Salary from (€)'), '1500');
    await user.type(screen.getByLabelText('Salary up to (€)'), '1200');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText('Please enter the duration in years')).toBeInTheDocument();
    expect(screen.getByText('The minimum salary must not be higher than the maximum')).toBeInTheDocument();
    const levels = [...(screen.getByLabelText('German level required') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(levels).toEqual(['B1', 'B2', 'C1', 'C2']);
    expect(screen.queryByLabelText('Sector')).not.toBeInTheDocument();
  });

  it('sends a complete FSJ listing without the Ausbildung fields and goes back to the list', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'POST /api/employer/listings': { status: 201, body: employerListing() },
      'GET /api/employer/listings': { body: [employerListing()] },
    });
    const { router } = renderApp('/employer/listings/new');
    await fillFsj(user);
    await user.selectOptions(screen.getByLabelText('Sector'), 'health');
    await user.click(screen.getByLabelText('Free accommodation'));
    await user.type(screen.getByLabelText('Required documents'), 'CV\nGerman certificate');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/listings'));
    expect(api.to('POST /api/employer/listings')[0]?.body).toMatchObject({
      title: 'FSJ im Krankenhaus',
      programType: 'fsj',
      sector: 'health',
      germanLevelRequired: 'A2',
      monthlyAllowance: '520',
      salaryMin: null,
      salaryMax: null,
      durationYears: null,
      freeAccommodation: true,
      requiredDocuments: ['CV', 'German certificate'],
    });
    expect(await screen.findByText('Listing created')).toBeInTheDocument();
  });

  it('keeps everything typed when creating fails, with "Error creating listing"', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'POST /api/employer/listings': 'network-error',
    });
    renderApp('/employer/listings/new');
    await fillFsj(user);
    await user.selectOptions(screen.getByLabelText('Sector'), 'social');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect((await screen.findAllByText(/Error creating listing/)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Position title')).toHaveValue('FSJ im Krankenhaus');
    expect(screen.getByLabelText('Monthly allowance (€)')).toHaveValue('520');
    expect(screen.getByLabelText('Sector')).toHaveValue('social');
  });

  it('edits a listing with its values filled in and says "Error updating listing" in German on failure', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'PUT /api/employer/listings/:id': 'network-error',
    });
    renderApp(`/de/employer/listings/${LISTING_ID}/edit`);
    const title = await screen.findByLabelText('Bezeichnung der Stelle');
    expect(title).toHaveValue('FSJ im Krankenhaus');
    expect(screen.getByLabelText('Einsatzbereich')).toHaveValue('health');
    await user.clear(title);
    await user.type(title, 'FSJ in der Pflege');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect((await screen.findAllByText(/Fehler beim Aktualisieren der Stelle/)).length).toBeGreaterThan(0);
    expect(api.to(`PUT /api/employer/listings/${LISTING_ID}`)[0]?.body).toMatchObject({ title: 'FSJ in der Pflege' });
    expect(title).toHaveValue('FSJ in der Pflege');
  });

  it('lets the company take a new listing out of partners’ feeds (ticked by default)', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'POST /api/employer/listings': { status: 201, body: employerListing({ inPartnerFeed: false }) },
      'GET /api/employer/listings': { body: [employerListing({ inPartnerFeed: false })] },
      'PUT /api/employer/listings/:id': { body: employerListing({ inPartnerFeed: false }) },
    });
    const { router } = renderApp('/employer/listings/new');
    await fillFsj(user);
    await user.selectOptions(screen.getByLabelText('Sector'), 'health');
    const feed = screen.getByRole('checkbox', { name: 'Show in partners’ job feeds (job boards and partner schools)' });
    expect(feed).toBeChecked();
    await user.click(feed);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/listings'));
    expect(api.to('POST /api/employer/listings')[0]?.body).toMatchObject({ inPartnerFeed: false });
  });

  it('shows a listing taken out of partners’ feeds unticked when editing, in German, and keeps it so', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing({ inPartnerFeed: false })] },
      'PUT /api/employer/listings/:id': { body: employerListing({ inPartnerFeed: false }) },
    });
    renderApp(`/de/employer/listings/${LISTING_ID}/edit`);
    const german = await screen.findByRole('checkbox', {
      name: 'In Stellen-Feeds für Partner zeigen (Jobbörsen und Partnerschulen)',
    });
    expect(german).not.toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(api.to(`PUT /api/employer/listings/${LISTING_ID}`)).toHaveLength(1));
    expect(api.to(`PUT /api/employer/listings/${LISTING_ID}`)[0]?.body).toMatchObject({ inPartnerFeed: false });
  });
});
