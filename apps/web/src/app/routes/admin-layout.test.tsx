import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const counts: PendingCounts = {
  verifications: { profiles: 2, companies: 1, total: 3 },
  reviews: 4,
  reports: { audio: 0, conversations: 1, total: 1 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** The names of the links of the admin navigation's wide column (the last list in it). */
async function sectionLinks(label: string) {
  const nav = await screen.findByRole('navigation', { name: label });
  const lists = within(nav).getAllByRole('list');
  return within(lists.at(-1)!).getAllByRole('link');
}

/** The admin area's navigation (issue 29): the sections of each role, with the counts of what waits. */
describe('admin navigation', { timeout: 20_000 }, () => {
  it('gives a moderator the moderation sections only, with the counts from one request', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderator' } }),
      'GET /api/admin/pending-counts': { body: counts },
      'GET /api/admin/reviews': { body: { items: [] } },
    });
    renderApp('/admin/reviews');
    await waitFor(async () =>
      expect((await sectionLinks('Administration')).map((link) => link.textContent)).toEqual([
        'Verifications3, 3 waiting',
        'Reports1, 1 waiting',
        'Reviews4, 4 waiting',
        'Blog',
      ]),
    );
    const links = await sectionLinks('Administration');
    expect(links[0]).toHaveAccessibleName('Verifications, 3 waiting');
    expect(links[0]).toHaveAttribute('href', '/admin/verifications');
    // Only conversation reports are open: the link opens that queue.
    expect(links[1]).toHaveAttribute('href', '/admin/verifications?queue=conversations');
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(api.to('GET /api/admin/pending-counts')).toHaveLength(1);
  });

  it('gives an admin every section, in German, and opens on a phone from one button', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'admin', fullName: 'Ada Admin' } }),
      'GET /api/admin/pending-counts': { body: counts },
      'GET /api/admin/reviews': { body: { items: [] } },
    });
    renderApp('/de/admin/reviews');
    await waitFor(async () =>
      expect((await sectionLinks('Verwaltung')).map((link) => link.textContent)).toEqual([
        'Prüfungen3, 3 offen',
        'Meldungen1, 1 offen',
        'Bewertungen4, 4 offen',
        'Blog',
        'Nutzer',
        'Statistik',
        'Audit-Protokoll',
        'Abonnements',
        'E-Mail-Kampagnen',
        'Kampagnen-Ergebnisse',
        'Testkonten',
        'Test-Benachrichtigungen',
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Verwaltung' });
    const button = within(nav).getByRole('button', { name: 'Bereiche der Verwaltung: Bewertungen, 8 offen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getAllByRole('link', { name: /Nutzer/ })).toHaveLength(2);
  });

  it('opens the queue its link names on /admin/verifications, and the profiles again from Verifications', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderator' } }),
      'GET /api/admin/pending-counts': { body: counts },
      'GET /api/admin/verifications': { body: [] },
      'GET /api/admin/company-verifications': { body: [] },
      'GET /api/admin/audio-reports': { body: [] },
      'GET /api/admin/conversation-reports': { body: [] },
    });
    renderApp('/admin/verifications?queue=conversations');
    expect(await screen.findByRole('tab', { name: /^Conversations/, selected: true })).toBeInTheDocument();
    const links = await sectionLinks('Administration');
    await waitFor(() => expect(links[1]).toHaveAttribute('aria-current', 'page'));
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('tab', { name: /^Profiles/, selected: true })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await sectionLinks('Administration'))[0]).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('is not shown to a candidate, who is told the page is not for them', async () => {
    const api = stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/admin/reviews');
    expect(await screen.findByText('Only moderators and admins can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(api.to('GET /api/admin/pending-counts')).toHaveLength(0);
  });
});
