import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, stubApi } from '../../../test/stub-api';
import { detailFixture } from '../testing/conversation-fixture';
import { messageFixture } from '../testing/message-fixture';
import { MessageButton, type MessageButtonProps } from './message-button';

const CANDIDATE = '0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10';

beforeAll(() => Promise.all([loadNamespaces('en', ['messages']), loadNamespaces('de', ['messages'])]));
afterEach(() => vi.unstubAllGlobals());

function renderButton(props: MessageButtonProps) {
  const router = createMemoryRouter(
    [
      { path: '*', element: <MessageButton {...props} /> },
      { path: '/employer/messages/:id', element: <p>Company conversation</p> },
      { path: '/de/my-messages/:id', element: <p>Unterhaltung der Bewerberin</p> },
    ],
    { initialEntries: ['/somewhere'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('MessageButton', () => {
  it('asks a company for a subject and a message, then opens the conversation', async () => {
    const api = stubApi({
      'POST /api/conversations': { status: 201, body: { conversation: detailFixture(), message: messageFixture(1) } },
    });
    renderButton({ candidateId: CANDIDATE, recipient: 'K-7F3A', side: 'company' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write a message to K-7F3A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message to K-7F3A' }));
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    expect(dialog.getByText('Please enter a subject')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a message')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/conversations')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Ausbildung 2027');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello!');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Company conversation')).toBeInTheDocument();
    expect(api.to('POST /api/conversations')[0]?.body).toMatchObject({
      candidateId: CANDIDATE,
      subject: 'Ausbildung 2027',
      body: 'Hello!',
      attachmentIds: [],
    });
  });

  it('lets a candidate write about an application without a subject, and shows a refusal in German', async () => {
    await i18n.changeLanguage('de');
    let calls = 0;
    const api = stubApi({
      'POST /api/conversations': () => {
        calls += 1;
        return calls === 1
          ? apiError(404, 'NOT_FOUND', 'Bewerbung nicht gefunden')
          : { status: 201, body: { conversation: detailFixture(), message: messageFixture(1) } };
      },
    });
    renderButton({
      applicationId: CANDIDATE,
      recipient: 'Klinikum Nord',
      side: 'candidate',
      defaultSubject: 'Pflegefachfrau',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nachricht an Klinikum Nord schreiben' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('textbox', { name: 'Betreff' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Nachricht senden' }));
    expect(dialog.getByText('Bitte gib eine Nachricht ein')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Nachricht' }), 'Hallo');
    await user.click(dialog.getByRole('button', { name: 'Nachricht senden' }));
    expect(await dialog.findByText('Bewerbung nicht gefunden')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Unterhaltung der Bewerberin')).toBeInTheDocument();
    const [first, second] = api.to('POST /api/conversations').map((request) => request.body as { clientId: string });
    // The same first message twice is stored once.
    await waitFor(() => expect(second?.clientId).toBe(first?.clientId));
    expect(api.to('POST /api/conversations')[0]?.body).toMatchObject({
      applicationId: CANDIDATE,
      subject: 'Pflegefachfrau',
    });
  }, 20_000);
});
