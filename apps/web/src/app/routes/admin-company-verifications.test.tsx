import type { CompanyVerificationItem } from '@azubi/shared/companies/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const company: CompanyVerificationItem = {
  companyId: '3a1f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10',
  name: 'Pflegedienst Sonne GmbH',
  industry: 'Care',
  location: 'Bremen',
  website: 'https://www.pflegedienst-sonne.example',
  about: 'Ambulant care in Bremen.',
  requestedAt: '2026-11-22T09:00:00.000Z',
  admins: [{ name: 'Greta Admin', email: 'greta@gmail.example', emailVerified: true }],
  documents: [
    {
      id: 'f1',
      name: 'gewerbeanmeldung.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1200,
      createdAt: '2026-11-22T09:00:00.000Z',
      url: '/api/files/f1',
    },
  ],
};

function stubModerator(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderator' } }),
    'GET /api/admin/verifications': { body: [] },
    'GET /api/admin/audio-reports': { body: [] },
    'GET /api/admin/company-verifications': { body: [company] },
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the companies tab at /admin/verifications', { timeout: 20_000 }, () => {
  it('shows the company, its admins and documents, and verifies it', async () => {
    const api = stubModerator({
      'POST /api/admin/company-verifications/:id/verify': { body: { message: 'Company verified' } },
    });
    renderApp('/admin/verifications');
    await userEvent.click(await screen.findByRole('tab', { name: 'Companies (1)' }));
    const card = within(await screen.findByRole('region', { name: 'Pflegedienst Sonne GmbH' }));
    expect(card.getByText(/greta@gmail\.example \(e-mail confirmed\)/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: /gewerbeanmeldung\.pdf/ })).toHaveAttribute('href', '/api/files/f1');
    expect(card.getByRole('link', { name: /www\.pflegedienst-sonne\.example/ })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Verify: Pflegedienst Sonne GmbH' }));
    await waitFor(() =>
      expect(api.to(`POST /api/admin/company-verifications/${company.companyId}/verify`)).toHaveLength(1),
    );
    expect(await screen.findByText('Company verified')).toBeInTheDocument();
  });

  it('rejects only with a reason, in German, and shows the server refusal', async () => {
    const api = stubModerator({
      'POST /api/admin/company-verifications/:id/reject': apiError(
        409,
        'CONFLICT',
        'Dieses Unternehmen wartet nicht auf eine Verifizierung.',
      ),
    });
    renderApp('/de/admin/verifications');
    await userEvent.click(await screen.findByRole('tab', { name: 'Unternehmen (1)' }));
    const card = within(await screen.findByRole('region', { name: 'Pflegedienst Sonne GmbH' }));
    await userEvent.click(card.getByRole('button', { name: 'Ablehnen: Pflegedienst Sonne GmbH' }));
    await userEvent.click(card.getByRole('button', { name: 'Verifizierung ablehnen' }));
    expect(await card.findByText('Bitte gib einen Grund für die Ablehnung an')).toBeInTheDocument();
    expect(api.to(`POST /api/admin/company-verifications/${company.companyId}/reject`)).toHaveLength(0);
    await userEvent.type(card.getByLabelText('Grund für die Ablehnung'), 'Nicht lesbar.');
    await userEvent.click(card.getByRole('button', { name: 'Verifizierung ablehnen' }));
    expect(await card.findByText('Dieses Unternehmen wartet nicht auf eine Verifizierung.')).toBeInTheDocument();
    expect(api.to(`POST /api/admin/company-verifications/${company.companyId}/reject`)[0]?.body).toEqual({
      reason: 'Nicht lesbar.',
    });
  });
});
