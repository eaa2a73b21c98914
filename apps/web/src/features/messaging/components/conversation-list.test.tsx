import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/stub-api';
import { summaryFixture } from '../testing/conversation-fixture';
import { ConversationList } from './conversation-list';

beforeAll(() => Promise.all([loadNamespaces('en', ['messages']), loadNamespaces('de', ['messages'])]));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const last = summaryFixture().lastMessage!;
const id = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;

function renderList() {
  stubApi({
    'GET /api/conversations': {
      body: {
        items: [
          summaryFixture({ id: id(1), lastMessage: { ...last, preview: 'Mine.', side: 'company', byReader: true } }),
          summaryFixture({
            id: id(2),
            lastMessage: { ...last, preview: 'Hier unser Infoblatt.', senderName: 'Sabine Kraus', side: 'company' },
          }),
          summaryFixture({
            id: id(3),
            lastMessage: { ...last, preview: 'Placement: “Visa” is now done.', side: 'company', system: true },
          }),
          summaryFixture({ id: id(4), lastMessage: { ...last, preview: 'Thank you.' } }),
        ],
      },
    },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <ConversationList side="company" basePath="/employer/messages" /> }],
    { initialEntries: ['/employer/messages'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ConversationList', () => {
  it('credits the last message to its writer: you, a colleague by name, the platform, the other side', async () => {
    renderList();
    expect(await screen.findByText('You: Mine.')).toBeInTheDocument();
    expect(screen.getByText('Sabine Kraus: Hier unser Infoblatt.')).toBeInTheDocument();
    expect(screen.queryByText('You: Hier unser Infoblatt.')).not.toBeInTheDocument();
    expect(screen.getByText('Automatic message: Placement: “Visa” is now done.')).toBeInTheDocument();
    expect(screen.getByText('Thank you.')).toBeInTheDocument();
  });

  it('in German too', async () => {
    await i18n.changeLanguage('de');
    renderList();
    expect(await screen.findByText('Du: Mine.')).toBeInTheDocument();
    expect(screen.getByText('Sabine Kraus: Hier unser Infoblatt.')).toBeInTheDocument();
    expect(screen.getByText('Automatische Nachricht: Placement: “Visa” is now done.')).toBeInTheDocument();
  });
});
