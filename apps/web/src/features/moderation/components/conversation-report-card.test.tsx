import type { ConversationReportItem } from '@azubi/shared/moderation/moderation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastOutlet } from '../../../components/ui/toast-outlet';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, clearToasts, stubApi, type StubHandler } from '../../../test/stub-api';
import { ConversationReportCard } from './conversation-report-card';
import { ModerationQueues } from './moderation-queues';

const REPORT_ID = '6a1f0c2e-4b3d-4e5f-8a9b-0c1d2e3f4a5b';
const RESOLVE = `POST /api/admin/conversation-reports/${REPORT_ID}/resolve`;

function reportFixture(overrides: Partial<ConversationReportItem> = {}): ConversationReportItem {
  return {
    id: REPORT_ID,
    conversationId: '20000000-0000-4000-8000-000000000001',
    subject: 'Ausbildung Pflegefachfrau 2027',
    companyName: 'Klinikum Nord',
    candidateName: 'Amina El Idrissi',
    reporterSide: 'candidate',
    reason: 'harassment',
    note: 'He writes to me every night.',
    status: 'open',
    createdAt: '2026-11-22T09:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
    messages: [
      {
        seq: 1,
        side: 'company',
        senderName: 'Jana Weber',
        body: 'Answer me now.',
        attachmentCount: 1,
        createdAt: '2026-11-20T22:10:00.000Z',
      },
      {
        seq: 2,
        side: 'candidate',
        senderName: 'Amina El Idrissi',
        body: 'Please stop writing at night.',
        attachmentCount: 0,
        createdAt: '2026-11-20T22:15:00.000Z',
      },
    ],
    ...overrides,
  };
}

beforeAll(() =>
  Promise.all([loadNamespaces('en', ['adminVerifications']), loadNamespaces('de', ['adminVerifications'])]),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderCard(report: ConversationReportItem) {
  stubApi({});
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <ConversationReportCard report={report} />
      </ul>
    </QueryClientProvider>,
  );
}

/**
 * The moderators' queues with `report` open in the Conversations tab (named `tab`); `resolve`
 * answers the decision, and once it succeeds the queue is empty, as on the server.
 */
async function openQueue(
  resolve: StubHandler,
  { report = reportFixture(), tab = 'Conversations (1)', card = 'Klinikum Nord and Amina El Idrissi' } = {},
) {
  let open = [report];
  const api = stubApi({
    'GET /api/admin/verifications': { body: [] },
    'GET /api/admin/company-verifications': { body: [] },
    'GET /api/admin/audio-reports': { body: [] },
    'GET /api/admin/conversation-reports': () => ({ body: open }),
    [RESOLVE]: async (request) => {
      const answer = typeof resolve === 'function' ? await resolve(request) : resolve;
      if (answer !== 'network-error' && (answer.status ?? 200) < 400) open = [];
      return answer;
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      {/* The queues read the open tab from the address (`?queue=`), so they sit in a router. */}
      <MemoryRouter>
        <ModerationQueues />
      </MemoryRouter>
      <ToastOutlet />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }));
  return { api, user, card: await screen.findByRole('region', { name: card }) };
}

describe('ConversationReportCard', () => {
  it('shows the parties, the subject, who reported it and why, and the latest messages', () => {
    renderCard(reportFixture());
    const card = within(screen.getByRole('region', { name: 'Klinikum Nord and Amina El Idrissi' }));
    // Headings in order: the card's title, then its messages.
    expect(card.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H3', 'Klinikum Nord and Amina El Idrissi'],
      ['H4', 'Latest messages'],
    ]);
    expect(card.getByText('Subject: Ausbildung Pflegefachfrau 2027')).toBeInTheDocument();
    expect(card.getByText(/^reported .+ by the candidate$/)).toBeInTheDocument();
    expect(card.getByText('Reason').nextElementSibling).toHaveTextContent('Harassment');
    expect(card.getByText('Details').nextElementSibling).toHaveTextContent('He writes to me every night.');

    // The messages scroll within the card and can be reached by the keyboard to do so.
    const messages = card.getByRole('list', { name: 'Latest messages' });
    expect(messages).toHaveAttribute('tabindex', '0');
    const [first, second] = within(messages).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Jana Weber · company · .+Answer me now\.1 attachment$/);
    expect(second).toHaveTextContent(/^Amina El Idrissi · candidate · .+Please stop writing at night\.$/);

    // Each decision names itself and is described by the conversation it is about.
    for (const name of ['Uphold and block the company', 'Dismiss report']) {
      expect(card.getByRole('button', { name })).toHaveAccessibleDescription('Klinikum Nord and Amina El Idrissi');
    }
    expect(card.getByRole('textbox', { name: 'Note (optional)' })).toBeInTheDocument();
  });

  it('says when no messages are left and asks only to uphold a company’s report', () => {
    renderCard(reportFixture({ reporterSide: 'company', subject: null, note: null, messages: [] }));
    const card = within(screen.getByRole('region', { name: 'Klinikum Nord and Amina El Idrissi' }));
    expect(card.getByText('No messages left (deleted after two years).')).toBeInTheDocument();
    expect(card.queryByText(/^Subject:/)).not.toBeInTheDocument();
    expect(card.queryByText('Details')).not.toBeInTheDocument();
    expect(card.getByText(/by the company$/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Uphold report' })).toBeEnabled();
  });

  it('resolves through the endpoint, says so and leaves the queue', async () => {
    const { api, user, card } = await openQueue({
      body: { message: 'Report upheld: the company can no longer write in this conversation.' },
    });
    await user.type(within(card).getByRole('textbox', { name: 'Note (optional)' }), 'Night messages, blocked.');
    await user.click(within(card).getByRole('button', { name: 'Uphold and block the company' }));

    expect(
      (await screen.findAllByText('Report upheld: the company can no longer write in this conversation.'))[0],
    ).toBeInTheDocument();
    expect(api.to(RESOLVE)[0]?.body).toEqual({ decision: 'uphold', note: 'Night messages, blocked.' });
    expect(await screen.findByText('No open conversation reports.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Klinikum Nord and Amina El Idrissi' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Conversations (0)' })).toBeInTheDocument();
  });

  it('keeps the card and shows why when resolving fails', async () => {
    const { api, user, card } = await openQueue(apiError(409, 'CONFLICT', 'This report has already been resolved.'));
    await user.click(within(card).getByRole('button', { name: 'Dismiss report' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('This report has already been resolved.');
    expect(api.to(RESOLVE)[0]?.body).toEqual({ decision: 'dismiss', note: '' });
    // The queue was not emptied: the card, its note field and its decisions are still there.
    expect(screen.getByRole('region', { name: 'Klinikum Nord and Amina El Idrissi' })).toBe(card);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Dismiss report' })).toBeEnabled());
    expect(screen.getByRole('tab', { name: 'Conversations (1)' })).toBeInTheDocument();
  });

  it('shows everything in German, a lost connection too', async () => {
    await i18n.changeLanguage('de');
    const { user, card } = await openQueue('network-error', {
      report: reportFixture({ reason: 'scam' }),
      tab: 'Gespräche (1)',
      card: 'Klinikum Nord und Amina El Idrissi',
    });
    const inCard = within(card);
    expect(screen.getByRole('heading', { level: 2, name: 'Gemeldete Gespräche' })).toBeInTheDocument();
    expect(inCard.getByText('Betreff: Ausbildung Pflegefachfrau 2027')).toBeInTheDocument();
    expect(inCard.getByText(/^gemeldet am .+ vom Bewerbenden$/)).toBeInTheDocument();
    expect(inCard.getByText('Grund').nextElementSibling).toHaveTextContent('Betrug');
    const [first, second] = within(inCard.getByRole('list', { name: 'Letzte Nachrichten' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Jana Weber · Unternehmen · .+1 Anhang$/);
    expect(second).toHaveTextContent(/^Amina El Idrissi · Bewerber:in · /);
    expect(inCard.getByRole('textbox', { name: 'Notiz (optional)' })).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Meldung abweisen' })).toBeInTheDocument();

    await user.click(inCard.getByRole('button', { name: 'Bestätigen und Unternehmen blockieren' }));
    expect(await inCard.findByRole('alert')).toHaveTextContent('Moderation fehlgeschlagen');
    expect(screen.getByRole('region', { name: 'Klinikum Nord und Amina El Idrissi' })).toBe(card);
  });
});
