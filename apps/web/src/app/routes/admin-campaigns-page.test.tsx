import type { Campaign } from '@azubi/shared/admin/email-campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../features/auth/testing/stub-api';
import { renderApp } from '../../test/render-app';

const sent: Campaign = {
  id: '3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Spring news',
  audience: 'azubis',
  filter: { language: null, programs: [], country: null, verified: 'any' },
  subjectEn: 'News',
  subjectDe: 'Neues',
  bodyEn: 'Hello',
  bodyDe: 'Hallo',
  status: 'sending',
  scheduledAt: null,
  startedAt: '2026-11-22T09:00:00.000Z',
  pausedAt: null,
  sentAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  counts: { recipients: 40, pending: 12, sent: 25, failed: 3, unsubscribed: 2 },
};

function stubAdmin(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role: 'admin', fullName: 'Ada Admin' } }),
    'GET /api/admin/campaigns': { body: { items: [sent] } },
    'POST /api/admin/campaigns/audience-count': { body: { count: 7 } },
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('e-mail campaign pages', { timeout: 20_000 }, () => {
  it('are for admins only (en and de)', async () => {
    const api = stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'moderator' } }) });
    renderApp('/admin/email-campaigns');
    expect(await screen.findByText('Only admins can run e-mail campaigns.')).toBeInTheDocument();
    expect(api.to('GET /api/admin/campaigns')).toHaveLength(0);
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    renderApp('/de/admin/campaigns');
    expect(await screen.findByText('Nur Admins können E-Mail-Kampagnen verschicken.')).toBeInTheDocument();
  });

  it('shows the server’s count, checks the form with the shared rules and keeps the values on a refusal', async () => {
    const api = stubAdmin({
      'POST /api/admin/campaigns': apiError(400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
        'filter.country': 'Please enter a country as a two-letter code, such as VN.',
      }),
    });
    renderApp('/admin/email-campaigns');
    expect(await screen.findByText('7 people would get this campaign now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please give the campaign a name.')).toBeInTheDocument();
    expect(screen.getAllByText('Please write a subject.')).toHaveLength(2);
    expect(screen.getAllByText('Please write the text of the e-mail.')).toHaveLength(2);
    expect(api.to('POST /api/admin/campaigns')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Name'), 'Winter news');
    await userEvent.selectOptions(screen.getByLabelText('Audience'), 'azubis');
    await userEvent.click(screen.getByLabelText('FSJ (voluntary social year)'));
    const [subjectEn, subjectDe] = screen.getAllByLabelText('Subject');
    const [bodyEn, bodyDe] = screen.getAllByLabelText(/^Text/);
    await userEvent.type(subjectEn!, 'News');
    await userEvent.type(subjectDe!, 'Neues');
    await userEvent.type(bodyEn!, 'Hello');
    await userEvent.type(bodyDe!, 'Hallo');
    await waitFor(() =>
      expect(api.to('POST /api/admin/campaigns/audience-count').at(-1)?.body).toEqual({
        audience: 'azubis',
        filter: { language: null, programs: ['fsj'], country: '', verified: 'any' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a country as a two-letter code, such as VN.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/campaigns')[0]?.body).toMatchObject({
      name: 'Winter news',
      audience: 'azubis',
      subjectEn: 'News',
      bodyDe: 'Hallo',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Winter news');
  });

  it('shows the German form', async () => {
    stubAdmin();
    renderApp('/de/admin/email-campaigns');
    expect(await screen.findByText('7 Personen würden diese Kampagne jetzt bekommen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-Mail-Kampagnen', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test an mich senden' })).toBeInTheDocument();
  });

  it('lists results with their counts and pauses a campaign being sent', async () => {
    const api = stubAdmin({
      'POST /api/admin/campaigns/:id/pause': { body: { ...sent, status: 'paused' } },
    });
    renderApp('/admin/campaigns');
    const card = within(await screen.findByRole('listitem', { name: 'Spring news' }));
    expect(card.getByText('Sending')).toBeInTheDocument();
    expect(card.getByTestId('count-recipients')).toHaveTextContent('40');
    expect(card.getByTestId('count-sent')).toHaveTextContent('25');
    expect(card.getByTestId('count-failed')).toHaveTextContent('3');
    expect(card.getByTestId('count-unsubscribed')).toHaveTextContent('2');
    expect(card.getByText('28 of 40 done')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.to(`POST /api/admin/campaigns/${sent.id}/pause`)).toHaveLength(1));
    expect((await screen.findAllByText('Campaign paused'))[0]).toBeInTheDocument();
  });
});
