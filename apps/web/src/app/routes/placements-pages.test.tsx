import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meFor, stubApi, type StubHandler } from '../../test/stub-api';
import { APPLICATION_ID, candidateApplication } from '../../features/listings/testing/fixtures';
import { PLACEMENT_ID, placementFixture } from '../../features/placements/testing/placement-fixture';
import { renderApp } from '../../test/render-app';

vi.mock('../../features/messaging/realtime/realtime', () => ({
  loadConnection: () => Promise.resolve(null),
  closeConnection: () => Promise.resolve(),
}));

const CANDIDATE = meFor();
const EMPLOYER = meFor({
  user: { id: 'employer-1', role: 'employer', fullName: 'Jana Weber' },
  company: { id: 'company-1', name: 'Klinikum Nord', teamRole: 'admin', verificationStatus: 'verified' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function candidateApi(extra: Record<string, StubHandler> = {}) {
  const placement = placementFixture();
  return stubApi({
    'GET /api/me': { body: CANDIDATE },
    'GET /api/placements': { body: { items: [placement] } },
    'GET /api/placements/:id': { body: placement },
    ...extra,
  });
}

async function step(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('/my-placement/{id}', { timeout: 20_000 }, () => {
  it('shows progress, the first day, who waits, and the visa route as alternatives', async () => {
    candidateApi();
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your placement at Klinikum Nord' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0 of 16 done');
    expect(screen.getByText('1 August 2027')).toBeInTheDocument();
    expect(screen.getByText('249 days to go')).toBeInTheDocument();
    expect(screen.getByText('You: 9 open steps')).toBeInTheDocument();
    expect(screen.getByText('The company: 6 open steps')).toBeInTheDocument();
    const group = within(screen.getByRole('region', { name: 'One of these ways' }));
    expect(group.getAllByRole('article').map((article) => article.dataset.step)).toEqual([
      'accelerated_procedure_started',
      'pre_approval_received',
      'embassy_appointment_booked',
    ]);
    // The candidate tab appears once there is a placement.
    expect(screen.getByRole('link', { name: 'My placement' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives a state control only on the reader’s own steps; the source opens in a new tab', async () => {
    candidateApi();
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    const company = await step('Contract registered with the chamber');
    expect(company.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(company.getByText('State: Open')).toBeInTheDocument();
    expect(company.getByText(/The company marks this step/)).toBeInTheDocument();
    const link = company.getByRole('link', { name: /Vocational Training Act/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const own = await step('Visa applied for');
    expect(own.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(own.getByLabelText(/Add a document/)).toBeInTheDocument();
  });

  it('saves a state on its own and shows the new progress', async () => {
    const done = placementFixture({}, { visa_applied: { state: 'done' } });
    const api = candidateApi({ 'PATCH /api/placements/:id/steps/:key': { body: done } });
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    const own = await step('Visa applied for');
    await userEvent.setup().selectOptions(own.getByRole('combobox', { name: 'State' }), 'done');
    await waitFor(() =>
      expect(api.to(`PATCH /api/placements/${PLACEMENT_ID}/steps/visa_applied`)[0]?.body).toEqual({ state: 'done' }),
    );
    expect(await screen.findByText('1 of 16 done')).toBeInTheDocument();
  });

  it('shows the API’s message at the note and keeps what was typed', async () => {
    const api = candidateApi({
      'PATCH /api/placements/:id/steps/:key': apiError(422, 'VALIDATION_FAILED', 'Nothing to change.', {
        note: 'Please write a shorter note.',
      }),
    });
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    const own = await step('Travel booked');
    const user = userEvent.setup();
    await user.type(own.getByRole('textbox', { name: 'Note' }), 'Flight on 28 July');
    await user.click(own.getByRole('button', { name: 'Save note' }));
    expect(await own.findByText('Please write a shorter note.')).toBeInTheDocument();
    expect(own.getByRole('textbox', { name: 'Note' })).toHaveValue('Flight on 28 July');
    expect(api.to(`PATCH /api/placements/${PLACEMENT_ID}/steps/travel_booked`)[0]?.body).toEqual({
      note: 'Flight on 28 July',
    });
  });

  it('refuses a large file in the browser before sending it', async () => {
    const api = candidateApi();
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    const own = await step('Visa granted');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'visa.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(own.getByLabelText(/Add a document/), big);
    expect(await own.findByText('The file is larger than 5 MB. Please choose a smaller file.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('closes with a reason; a closed placement shows it, read-only', async () => {
    const closed = placementFixture({
      status: 'closed',
      closeReason: 'visa_refused',
      closeNote: 'Refused in October.',
      closedAt: '2026-11-24T10:00:00.000Z',
      closedBySide: 'candidate',
    });
    const api = candidateApi({ 'POST /api/placements/:id/close': { body: closed } });
    renderApp(`/my-placement/${PLACEMENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close placement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close this placement?' }));
    await user.click(dialog.getByRole('radio', { name: 'The visa was refused' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Refused in October.');
    await user.click(dialog.getByRole('button', { name: 'Close placement' }));
    await waitFor(() =>
      expect(api.to(`POST /api/placements/${PLACEMENT_ID}/close`)[0]?.body).toEqual({
        reason: 'visa_refused',
        note: 'Refused in October.',
      }),
    );
    expect(await screen.findByText('Reason: The visa was refused')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close placement' })).toBeNull();
  });

  it('reads in German with du', async () => {
    candidateApi({ 'GET /api/me': { body: meFor({ user: { locale: 'de' } }) } });
    renderApp(`/de/my-placement/${PLACEMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deine Vermittlung bei Klinikum Nord' })).toBeVisible();
    expect(screen.getByText('0 von 16 erledigt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gespräche' })).toBeInTheDocument();
  });
});

describe('/employer/placements', { timeout: 20_000 }, () => {
  it('lists the company’s placements with the next step and sorts through the API', async () => {
    const api = stubApi({
      'GET /api/me': { body: EMPLOYER },
      'GET /api/placements': { body: { items: [placementFixture({ mySide: 'company', overdueSteps: 2 })] } },
    });
    renderApp('/employer/placements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Placements of your company' }));
    expect(table.getByRole('link', { name: 'Amina Yusuf' })).toHaveAttribute(
      'href',
      `/employer/placements/${PLACEMENT_ID}`,
    );
    expect(table.getByText('Contract signed')).toBeInTheDocument();
    expect(table.getByText('Waiting on: Both')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'progress');
    await waitFor(() => expect(api.to('GET /api/placements').at(-1)?.query.get('sort')).toBe('progress'));
  });
});

describe('/my-applications with a placement', { timeout: 20_000 }, () => {
  it('links an accepted application to its placement and shows why a closed one ended', async () => {
    const closed = placementFixture({ applicationId: APPLICATION_ID, status: 'closed', closeReason: 'visa_refused' });
    stubApi({
      'GET /api/me': { body: CANDIDATE },
      'GET /api/my/applications': { body: [candidateApplication({ status: 'accepted' })] },
      'GET /api/placements': { body: { items: [closed] } },
    });
    renderApp('/my-applications');
    expect(await screen.findByText('Placement closed: The visa was refused')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the placement' })).toHaveAttribute(
      'href',
      `/my-placement/${PLACEMENT_ID}`,
    );
  });
});
