import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, stubApi } from '../../test/stub-api';
import { CONVERSATION_ID, detailFixture, summaryFixture } from '../../features/messaging/testing/conversation-fixture';
import { FakeConnection } from '../../features/messaging/testing/fake-connection';
import { messageFixture } from '../../features/messaging/testing/message-fixture';
import {
  APPLICATION_ID,
  employerApplication,
  employerListing,
  employerMeInPageLanguage,
} from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

// The conversation a card's Message button opens listens on the live connection: a fake one here.
vi.mock('../../features/messaging/realtime/realtime', () => ({
  loadConnection: () => Promise.resolve(new FakeConnection()),
  closeConnection: () => Promise.resolve(),
}));

const COLUMNS = ['Pending', 'In review', 'Shortlisted', 'Accepted', 'Rejected', 'Withdrawn'];
const COLUMNS_DE = ['Eingegangen', 'In Prüfung', 'In der engeren Wahl', 'Angenommen', 'Abgelehnt', 'Zurückgezogen'];
const WITHDRAWN_ID = '00000000-0000-4000-8000-0000000000aa';

/**
 * jsdom lays nothing out, so every box is empty. The board's keyboard moves go by where the
 * columns are: give each column a place side by side (300 px apart) and each card its column's.
 */
function layOutColumnsSideBySide() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    // The card being dragged (dnd-kit's overlay) starts where the card was, in the first column.
    if (this.matches('[data-board-overlay]') || this.querySelector(':scope > [data-board-overlay]')) {
      return DOMRect.fromRect({ x: 10, y: 60, width: 260, height: 80 });
    }
    const column = this.closest('section[aria-labelledby^="board-column-"]');
    if (!column) return original.call(this);
    const index = [...column.parentElement!.children].indexOf(column);
    const isColumn = column === this;
    const left = index * 300 + (isColumn ? 0 : 10);
    const top = isColumn ? 0 : 60;
    const width = isColumn ? 280 : 260;
    const height = isColumn ? 600 : 80;
    return DOMRect.fromRect({ x: left, y: top, width, height });
  });
}

function api(moveAnswer: Parameters<typeof stubApi>[0][string], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': employerMeInPageLanguage(),
    'GET /api/employer/listings': { body: [employerListing()] },
    'GET /api/employer/applications': {
      body: [
        employerApplication(),
        employerApplication({
          id: WITHDRAWN_ID,
          status: 'withdrawn',
          nextStatuses: [],
          candidate: { ...employerApplication().candidate, id: 'c2', fullName: 'Lan Nguyen' },
        }),
      ],
    },
    [`POST /api/employer/applications/${APPLICATION_ID}/status`]: moveAnswer,
    ...extra,
  });
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the applications board', () => {
  it('shows a column per status, withdrawn read-only, and remembers the choice for this account', async () => {
    const user = userEvent.setup();
    api({ body: { message: 'Status updated' } });
    const first = renderApp('/employer/applications');
    await screen.findByRole('article', { name: 'Amina El Idrissi' });
    await user.click(screen.getByRole('radio', { name: 'Board' }));

    const board = await screen.findByRole('group', { name: 'Applications by status' });
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(
      COLUMNS.map((name, index) => `${name}${index === 0 || index === 5 ? '1 application1' : '0 applications0'}`),
    );
    expect(
      within(column('Pending')).getByRole('button', { name: 'Move the application of Amina El Idrissi' }),
    ).toBeEnabled();
    expect(
      within(column('Pending')).getByRole('button', { name: 'Write a message to Amina El Idrissi' }),
    ).toBeEnabled();
    const withdrawn = column('Withdrawn');
    expect(within(withdrawn).getByText('Lan Nguyen')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    // The candidate withdrew, but the company may still write to them (as from the list).
    expect(within(withdrawn).getByRole('button', { name: 'Write a message to Lan Nguyen' })).toBeInTheDocument();
    expect(within(withdrawn).getByText('Only the candidate can withdraw; these cannot be moved.')).toBeInTheDocument();
    // The status filter does not apply to the board.
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();

    first.unmount();
    renderApp('/employer/applications');
    expect(await screen.findByRole('group', { name: 'Applications by status' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Board' })).toBeChecked();
  });

  it('moves a card by keyboard to the next column through the status endpoint and says so', async () => {
    const user = userEvent.setup();
    localStorage.setItem('azubi:applications-view:user-1', 'board');
    const requests = api({ body: { message: 'Status updated' } });
    renderApp('/employer/applications');
    await screen.findByRole('group', { name: 'Applications by status' });
    layOutColumnsSideBySide();

    const handle = within(column('Pending')).getByRole('button', { name: 'Move the application of Amina El Idrissi' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');

    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(requests.to(`POST /api/employer/applications/${APPLICATION_ID}/status`)[0]?.body).toEqual({
      status: 'reviewing',
    });
    expect(await screen.findByText('Amina El Idrissi moved to In review.')).toBeInTheDocument();
  });

  it('puts a refused card back with the server’s message, in German too', async () => {
    const user = userEvent.setup();
    localStorage.setItem('azubi:applications-view:user-1', 'board');
    const requests = api(apiError(409, 'CONFLICT', 'Diese Statusänderung ist nicht erlaubt.'));
    renderApp('/de/employer/applications');
    await screen.findByRole('group', { name: 'Bewerbungen nach Status' });
    const board = screen.getByRole('group', { name: 'Bewerbungen nach Status' });
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent?.split(/\d/)[0]),
    ).toEqual(COLUMNS_DE);
    layOutColumnsSideBySide();

    const handle = screen.getByRole('button', { name: 'Bewerbung von Amina El Idrissi verschieben' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Enter]');

    expect(await screen.findByText('Diese Statusänderung ist nicht erlaubt.')).toBeInTheDocument();
    expect(requests.to(`POST /api/employer/applications/${APPLICATION_ID}/status`)[0]?.body).toEqual({
      status: 'accepted',
    });
    await waitFor(() => expect(within(column('Eingegangen')).getByText('Amina El Idrissi')).toBeInTheDocument());
    expect(within(column('Angenommen')).queryByText('Amina El Idrissi')).not.toBeInTheDocument();
    expect(
      screen.getByText('Amina El Idrissi bleibt in „Eingegangen“: Diese Statusänderung ist nicht erlaubt.'),
    ).toBeInTheDocument();
  });

  it('writes to the candidate from a card, by keyboard, without picking the card up', async () => {
    const user = userEvent.setup();
    localStorage.setItem('azubi:applications-view:user-1', 'board');
    const requests = api(
      { body: { message: 'Status updated' } },
      {
        'POST /api/conversations': {
          status: 201,
          body: { conversation: detailFixture({ mySide: 'company' }), message: messageFixture(1) },
        },
        'GET /api/conversations': { body: { items: [summaryFixture()] } },
        'GET /api/conversations/:id': { body: detailFixture({ mySide: 'company' }) },
        'GET /api/conversations/:id/messages': {
          body: { items: [messageFixture(1, { body: 'Hello Amina, when could you start?' })], hasMore: false },
        },
        'POST /api/conversations/:id/read': { status: 204 },
      },
    );
    const { router } = renderApp('/employer/applications');
    await screen.findByRole('group', { name: 'Applications by status' });
    layOutColumnsSideBySide();

    const button = within(column('Pending')).getByRole('button', { name: 'Write a message to Amina El Idrissi' });
    button.focus();
    await user.keyboard('[Space]');
    const dialog = within(await screen.findByRole('dialog', { name: 'Message to Amina El Idrissi' }));
    // Space opened the composer; it did not pick the card up.
    expect(screen.queryByText(/picked up/i)).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('FSJ im Krankenhaus');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello Amina, when could you start?');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/employer/messages/${CONVERSATION_ID}`));
    expect(await screen.findByText('Hello Amina, when could you start?')).toBeInTheDocument();
    expect(requests.to('POST /api/conversations')[0]?.body).toMatchObject({
      applicationId: APPLICATION_ID,
      subject: 'FSJ im Krankenhaus',
      body: 'Hello Amina, when could you start?',
      attachmentIds: [],
    });
    expect(requests.to(`POST /api/employer/applications/${APPLICATION_ID}/status`)).toHaveLength(0);
  });

  it('leaves the card where it was when Escape cancels the move', async () => {
    const user = userEvent.setup();
    localStorage.setItem('azubi:applications-view:user-1', 'board');
    const requests = api({ body: { message: 'Status updated' } });
    renderApp('/employer/applications');
    await screen.findByRole('group', { name: 'Applications by status' });
    layOutColumnsSideBySide();
    const handle = screen.getByRole('button', { name: 'Move the application of Amina El Idrissi' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Escape]');
    expect(requests.to(`POST /api/employer/applications/${APPLICATION_ID}/status`)).toHaveLength(0);
    expect(within(column('Pending')).getByText('Amina El Idrissi')).toBeInTheDocument();
  });

  it('each card says how long it has been in its stage; one waiting past the company threshold stands out (issue 29)', async () => {
    localStorage.setItem('azubi:applications-view:user-1', 'board');
    const waiting = employerApplication({
      id: '00000000-0000-4000-8000-0000000000bb',
      status: 'reviewing',
      statusChangedAt: new Date(Date.now() - 9 * 86_400_000).toISOString(),
      waitingTooLong: true,
      candidate: { ...employerApplication().candidate, id: 'c3', fullName: 'Ravi Kumar' },
    });
    const stub = () =>
      stubApi({
        'GET /api/me': employerMeInPageLanguage(),
        'GET /api/employer/listings': { body: [employerListing()] },
        'GET /api/employer/applications': {
          body: [
            employerApplication(),
            employerApplication({
              id: '00000000-0000-4000-8000-0000000000cc',
              statusChangedAt: new Date().toISOString(),
              candidate: { ...employerApplication().candidate, id: 'c4', fullName: 'Lea Park' },
            }),
            waiting,
          ],
        },
      });
    stub();
    const first = renderApp('/employer/applications');
    await screen.findByRole('group', { name: 'Applications by status' });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
    const amina = card('Amina El Idrissi');
    expect(within(amina).getByText('3 days in stage')).toBeInTheDocument();
    expect(within(amina).queryByText('Waiting too long')).not.toBeInTheDocument();
    expect(within(card('Lea Park')).getByText('In this stage since today')).toBeInTheDocument();
    const ravi = card('Ravi Kumar');
    expect(within(ravi).getByText(/^9 days in stage/)).toBeInTheDocument();
    expect(within(ravi).getByText('Waiting too long')).toBeInTheDocument();
    first.unmount();

    stub();
    renderApp('/de/employer/applications');
    await screen.findByRole('group', { name: 'Bewerbungen nach Status' });
    const aminaDe = card('Amina El Idrissi');
    expect(within(aminaDe).getByText('Seit 3 Tagen in dieser Phase')).toBeInTheDocument();
    const raviDe = card('Ravi Kumar');
    expect(within(raviDe).getByText('Wartet zu lange')).toBeInTheDocument();
  });
});
