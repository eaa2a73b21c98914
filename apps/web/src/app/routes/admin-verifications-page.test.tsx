import type { AudioReportItem, VerificationItem } from '@azubi/shared/moderation/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const pending: VerificationItem = {
  candidateId: '0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10',
  fullName: 'Carlos Mendoza',
  email: 'carlos@example.org',
  country: 'CO',
  germanLevel: 'B1',
  certificateType: 'osd',
  certificate: {
    id: 'f1',
    url: '/api/files/f1',
    name: 'oesd-b1.pdf',
    mimeType: 'application/pdf',
    level: 'B1',
    certificateType: 'osd',
  },
  programInterests: ['ausbildung'],
  submittedAt: '2026-11-22T09:00:00.000Z',
};

const report: AudioReportItem = {
  id: '7d1c3a9e-2b4f-4c6d-8e0f-1a2b3c4d5e6f',
  candidateId: pending.candidateId,
  candidateName: 'Carlos Mendoza',
  reason: 'discrimination',
  description: 'Says something hurtful at 0:40',
  status: 'open',
  createdAt: '2026-11-22T09:00:00.000Z',
  dueAt: '2026-11-24T09:00:00.000Z',
  overdue: false,
  audioUrl: '/api/audio/0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10',
  resolvedAt: null,
  resolutionNote: null,
};

function stubModerator(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderator' } }),
    'GET /api/admin/verifications': { body: [pending] },
    'GET /api/admin/audio-reports': { body: [report] },
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('admin verifications page', { timeout: 20_000 }, () => {
  it('tells a candidate that only moderators and admins may review', async () => {
    const api = stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/admin/verifications');
    expect(await screen.findByText('Only moderators and admins can do this.')).toBeInTheDocument();
    expect(api.to('GET /api/admin/verifications')).toHaveLength(0);
  });

  it('says it in German', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    renderApp('/de/admin/verifications');
    expect(await screen.findByText('Nur Moderatoren und Admins können das tun.')).toBeInTheDocument();
  });

  it('shows the certificate beside the stated level and approves', async () => {
    const api = stubModerator({
      'POST /api/admin/verifications/:id/approve': { body: { message: 'Profile approved' } },
    });
    renderApp('/admin/verifications');
    const card = within(await screen.findByRole('region', { name: 'Carlos Mendoza' }));
    expect(card.getByText('B1')).toBeInTheDocument();
    expect(card.getByText('ÖSD, level B1 according to the candidate')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Open certificate/ })).toHaveAttribute('href', '/api/files/f1');
    expect(card.getByText(/Colombia/)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: /^Approve/ }));
    expect((await screen.findAllByText('Profile approved'))[0]).toBeInTheDocument();
    expect(api.to(`POST /api/admin/verifications/${pending.candidateId}/approve`)).toHaveLength(1);
  });

  it('rejects only with a reason', async () => {
    const api = stubModerator({
      'POST /api/admin/verifications/:id/reject': { body: { message: 'Profile rejected' } },
    });
    renderApp('/admin/verifications');
    const card = within(await screen.findByRole('region', { name: 'Carlos Mendoza' }));
    await userEvent.click(card.getByRole('button', { name: /^Reject/ }));
    await userEvent.click(card.getByRole('button', { name: 'Reject profile' }));
    expect(await card.findByText('Please give a reason for the rejection')).toBeInTheDocument();
    expect(api.to(`POST /api/admin/verifications/${pending.candidateId}/reject`)).toHaveLength(0);

    await userEvent.type(card.getByLabelText('Reason for the rejection'), 'The certificate shows A2, not B1.');
    await userEvent.click(card.getByRole('button', { name: 'Reject profile' }));
    await waitFor(() =>
      expect(api.to(`POST /api/admin/verifications/${pending.candidateId}/reject`)[0]?.body).toEqual({
        reason: 'The certificate shows A2, not B1.',
      }),
    );
  });

  it('asks for the reason in German', async () => {
    stubModerator();
    renderApp('/de/admin/verifications');
    const card = within(await screen.findByRole('region', { name: 'Carlos Mendoza' }));
    await userEvent.click(card.getByRole('button', { name: /^Ablehnen/ }));
    await userEvent.click(card.getByRole('button', { name: 'Profil ablehnen' }));
    expect(await card.findByText('Bitte gib einen Grund für die Ablehnung an')).toBeInTheDocument();
  });

  it('lists audio reports with their deadline and upholds one', async () => {
    const api = stubModerator({
      'POST /api/admin/audio-reports/:id/resolve': {
        body: { message: 'Report upheld: the recording has been removed.' },
      },
    });
    renderApp('/admin/verifications');
    await userEvent.click(await screen.findByRole('tab', { name: 'Audio reports (1)' }));
    const card = within(await screen.findByRole('region', { name: 'Recording of Carlos Mendoza' }));
    expect(card.getByText('Discrimination')).toBeInTheDocument();
    expect(card.getByText('Says something hurtful at 0:40')).toBeInTheDocument();
    expect(card.getByText(/^Answer by /)).toBeInTheDocument();
    await userEvent.type(card.getByLabelText('Note (optional)'), 'Removed.');
    await userEvent.click(card.getByRole('button', { name: 'Uphold and remove recording' }));
    expect((await screen.findAllByText('Report upheld: the recording has been removed.'))[0]).toBeInTheDocument();
    expect(api.to(`POST /api/admin/audio-reports/${report.id}/resolve`)[0]?.body).toEqual({
      decision: 'uphold',
      note: 'Removed.',
    });
  });

  it('shows the server’s refusal', async () => {
    stubModerator({
      'POST /api/admin/verifications/:id/approve': apiError(409, 'CONFLICT', 'This profile is not waiting for review.'),
    });
    renderApp('/admin/verifications');
    const card = within(await screen.findByRole('region', { name: 'Carlos Mendoza' }));
    await userEvent.click(card.getByRole('button', { name: /^Approve/ }));
    expect((await screen.findAllByText('This profile is not waiting for review.'))[0]).toBeInTheDocument();
  });
});
