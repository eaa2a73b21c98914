import type { Campaign } from '@azubi/shared/admin/email-campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
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

  it('opens a scheduled campaign with its time in the admin’s zone, ready to schedule again', async () => {
    const scheduled: Campaign = {
      ...sent,
      id: '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      name: 'Autumn news',
      status: 'scheduled',
      scheduledAt: '2030-06-14T09:30:00.000Z',
      startedAt: null,
      counts: { recipients: 0, pending: 0, sent: 0, failed: 0, unsubscribed: 0 },
    };
    stubAdmin({
      'GET /api/me': meInPageLanguage({ user: { role: 'admin', timezone: 'Europe/Berlin' } }),
      'GET /api/admin/campaigns': { body: { items: [sent, scheduled] } },
    });
    renderApp(`/admin/email-campaigns?edit=${scheduled.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit “Autumn news”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Autumn news');
    expect(screen.getByLabelText('At a set time')).toBeChecked();
    expect(screen.getByLabelText('Date and time (Berlin time)')).toHaveValue('2030-06-14T11:30');
    expect(screen.getByText(/^Currently scheduled for .*11:30 \(Berlin, GMT\+2\)/)).toBeInTheDocument();
    // Only drafts and scheduled campaigns are listed for editing.
    expect(screen.getByRole('button', { name: 'Edit Autumn news' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Spring news' })).toBeNull();
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
