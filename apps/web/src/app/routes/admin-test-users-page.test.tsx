import type { CreatedTestUsers, TestUserList } from '@azubi/shared/admin/test-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const empty: TestUserList = {
  items: [],
  counts: { candidates: 0, employers: 0, companies: 0, listings: 0, applications: 0 },
};
const existing: TestUserList = {
  items: [
    {
      id: 'u1',
      name: 'Amina Test',
      email: 'candidate-abc-1@azubi-test.example',
      role: 'azubi',
      approvalStatus: 'pending',
      companyName: null,
      createdAt: '2026-11-26T10:00:00.000Z',
    },
    {
      id: 'u2',
      name: 'Erika Test 1',
      email: 'employer-abc-1@azubi-test.example',
      role: 'employer',
      approvalStatus: null,
      companyName: 'Testbetrieb ABC 1 GmbH',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  counts: { candidates: 1, employers: 1, companies: 1, listings: 1, applications: 0 },
};
const created: CreatedTestUsers = {
  message: 'Test users created',
  password: 'Test-abcdefgh-7Q',
  created: existing.items,
  counts: existing.counts,
};

function stubAdmin(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role: 'admin', fullName: 'Ada Admin' } }),
    'GET /api/admin/test-users': { body: empty },
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('/admin/create-test-users', { timeout: 20_000 }, () => {
  it('checks the numbers before sending, keeps them, then creates and shows the password once', async () => {
    const api = stubAdmin({ 'POST /api/admin/test-users': { status: 201, body: created } });
    renderApp('/admin/create-test-users');
    const candidates = await screen.findByLabelText('Candidates');
    await userEvent.clear(candidates);
    await userEvent.type(candidates, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Create test users' }));
    expect(await screen.findByText('Please enter a number of candidates from 0 to 50.')).toBeInTheDocument();
    expect(candidates).toHaveValue(60);
    expect(api.to('POST /api/admin/test-users')).toHaveLength(0);

    // No state for the candidates: said at the states.
    await userEvent.clear(candidates);
    await userEvent.type(candidates, '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting for review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create test users' }));
    expect(await screen.findByText('Please choose at least one profile state for the candidates.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create test users' }));
    await waitFor(() => expect(api.to('POST /api/admin/test-users')).toHaveLength(1));
    expect(api.to('POST /api/admin/test-users')[0]?.body).toEqual({
      candidates: 2,
      employers: 1,
      listingsPerEmployer: 1,
      applicationsPerListing: 1,
      candidateStates: ['rejected'],
    });
    const result = within(await screen.findByRole('region', { name: '2 test accounts created' }));
    expect(result.getByText('Test-abcdefgh-7Q')).toBeInTheDocument();
  });

  it('shows the server refusal at its field, in German', async () => {
    stubAdmin({
      'POST /api/admin/test-users': apiError(400, 'VALIDATION_FAILED', 'Ungültige Eingabe', {
        employers: 'Bitte gib eine Anzahl an Arbeitgebern von 0 bis 20 ein.',
      }),
    });
    renderApp('/de/admin/create-test-users');
    await userEvent.click(await screen.findByRole('button', { name: 'Testkonten anlegen' }));
    expect(await screen.findByText('Bitte gib eine Anzahl an Arbeitgebern von 0 bis 20 ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Arbeitgeber (jeweils mit verifiziertem Unternehmen)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lists the test data and deletes it all after a confirmation', async () => {
    const api = stubAdmin({
      'GET /api/admin/test-users': { body: existing },
      'DELETE /api/admin/test-users': {
        body: { message: 'All test data deleted', deleted: existing.counts },
      },
    });
    renderApp('/admin/create-test-users');
    const list = within(await screen.findByRole('list', { name: 'Test accounts' }));
    expect(list.getByText('candidate-abc-1@azubi-test.example')).toBeInTheDocument();
    expect(list.getByText(/Candidate · Waiting for review/)).toBeInTheDocument();
    expect(list.getByText(/Employer · Testbetrieb ABC 1 GmbH/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete all test data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete all test data?' }));
    expect(api.to('DELETE /api/admin/test-users')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete test data' }));
    await waitFor(() => expect(api.to('DELETE /api/admin/test-users')).toHaveLength(1));
    expect(await screen.findByText('All test data deleted')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderator' } }) });
    renderApp('/admin/create-test-users');
    expect(await screen.findByText('Only admins can manage users.')).toBeInTheDocument();
  });
});
