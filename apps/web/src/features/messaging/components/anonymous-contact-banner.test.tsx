import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, stubApi } from '../../../test/stub-api';
import { CANDIDATE_USER_ID, CONVERSATION_ID, detailFixture } from '../testing/conversation-fixture';
import { AnonymousContactBanner } from './anonymous-contact-banner';

const CODE = CANDIDATE_USER_ID.slice(0, 4).toUpperCase();

beforeAll(() => Promise.all([loadNamespaces('en', ['messages']), loadNamespaces('de', ['messages'])]));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderBanner(overrides: Parameters<typeof detailFixture>[0] = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnonymousContactBanner detail={detailFixture({ candidateRevealed: false, ...overrides })} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('AnonymousContactBanner (issue 28.3)', () => {
  it('tells the candidate the company does not know them, that replying shows their name, and reveals on request', async () => {
    const api = stubApi({
      [`POST /api/conversations/${CONVERSATION_ID}/reveal`]: {
        status: 200,
        body: { message: 'Your profile is now shown to this company.' },
      },
    });
    renderBanner();
    const banner = within(screen.getByRole('region', { name: 'This company does not know who you are yet' }));
    expect(banner.getByText(new RegExp(`“Candidate ${CODE}”`))).toBeInTheDocument();
    expect(banner.getByText(/Replying shows your name and profile to this company/)).toBeInTheDocument();
    await userEvent.setup().click(banner.getByRole('button', { name: 'Reveal my profile' }));
    expect(await screen.findByText('Your profile is now shown to this company.')).toBeInTheDocument();
    expect(api.to(`POST /api/conversations/${CONVERSATION_ID}/reveal`)).toHaveLength(1);
  });

  it('folds to one line on a phone, opened by its button (issue 28)', async () => {
    renderBanner();
    const banner = within(screen.getByRole('region', { name: 'This company does not know who you are yet' }));
    const toggle = banner.getByRole('button', { name: 'What this means and your choices' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toHaveClass('max-md:hidden');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).not.toHaveClass('max-md:hidden');
  });

  it('"Not interested" needs a reason, then sends it; in German', async () => {
    await i18n.changeLanguage('de');
    const api = stubApi({
      [`POST /api/conversations/${CONVERSATION_ID}/decline`]: {
        status: 200,
        body: { message: 'Das Unternehmen hat eine freundliche Absage von dir erhalten.' },
      },
    });
    renderBanner();
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'Dieses Unternehmen weiß noch nicht, wer du bist' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kein Interesse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kein Interesse' }));
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Bitte wähle einen Grund aus');
    expect(api.to(`POST /api/conversations/${CONVERSATION_ID}/decline`)).toHaveLength(0);
    await user.click(dialog.getByRole('radio', { name: 'Ich habe schon einen Platz gefunden' }));
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByText('Das Unternehmen hat eine freundliche Absage von dir erhalten.'),
    ).toBeInTheDocument();
    expect(api.to(`POST /api/conversations/${CONVERSATION_ID}/decline`)[0]?.body).toEqual({
      reason: 'found_elsewhere',
    });
  });

  it('shows a refusal from the server in the dialog', async () => {
    stubApi({
      [`POST /api/conversations/${CONVERSATION_ID}/decline`]: apiError(404, 'NOT_FOUND', 'Conversation not found'),
    });
    renderBanner();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not interested' }));
    await user.click(dialog.getByRole('radio', { name: 'I am not looking for a place right now' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Conversation not found');
  });

  it('is not shown once the candidate is revealed, nor to the company; after a decline it says so', () => {
    const title = { name: 'This company does not know who you are yet' };
    renderBanner({ candidateRevealed: true });
    expect(screen.queryByRole('region', title)).not.toBeInTheDocument();
    renderBanner({ mySide: 'company' });
    expect(screen.queryByRole('region', title)).not.toBeInTheDocument();
    renderBanner({ declined: { reason: 'not_a_fit', at: '2026-11-27T10:00:00.000Z' } });
    expect(screen.getByText(/You told this company/)).toHaveTextContent(
      'You told this company you are not interested (“The offer does not fit me”). Writing to them opens the conversation again.',
    );
  });
});
