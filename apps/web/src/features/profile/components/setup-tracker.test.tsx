import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { clearToasts, meFor, stubApi } from '../../../test/stub-api';
import { progressFixture } from '../testing/profile-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function tracker(path: string, name: string) {
  renderApp(path);
  return within(await screen.findByRole('region', { name }));
}

describe('setup tracker on the candidate dashboard', () => {
  it('shows the three steps and links each missing field to its input', async () => {
    stubApi({ 'GET /api/me': { body: meFor() }, 'GET /api/profile/progress': { body: progressFixture() } });
    const view = await tracker('/dashboard', 'Your profile setup');
    expect(view.getByText('1 of 3 steps done')).toBeInTheDocument();
    expect(view.getByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(view.getByText('13% of the required information is there.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Date of birth' })).toHaveAttribute(
      'href',
      '/my-profile#personal-dateOfBirth',
    );
    expect(view.getByRole('link', { name: 'German level' })).toHaveAttribute(
      'href',
      '/my-profile#language-germanLevel',
    );
    expect(view.getByRole('link', { name: 'Photo' })).toHaveAttribute('href', '/my-profile#personal-photo');
    expect(
      view.getByText('Once your profile is complete, our team reviews it, usually within 24 hours.'),
    ).toBeInTheDocument();
    expect(view.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('shows the moderator’s reason after a rejection, in German', async () => {
    stubApi({
      'GET /api/me': { body: meFor({ user: { locale: 'de' } }) },
      'GET /api/profile/progress': {
        body: progressFixture({
          steps: [
            { key: 'emailVerification', done: true },
            { key: 'profileCompletion', done: true },
            { key: 'adminApproval', done: false },
          ],
          completion: { complete: true, percent: 100, missing: [], recommended: [] },
          approval: {
            status: 'rejected',
            rejectionReason: 'Das Zertifikat zeigt A2, nicht B1.',
            autoApproved: false,
            submittedAt: '2026-11-20T10:00:00.000Z',
            reviewedAt: '2026-11-21T10:00:00.000Z',
          },
        }),
      },
    });
    const view = await tracker('/de/dashboard', 'Dein Profil einrichten');
    expect(view.getByText('2 von 3 Schritten erledigt')).toBeInTheDocument();
    expect(view.getByText('Dein Profil ist vollständig.')).toBeInTheDocument();
    expect(
      view.getByText('Dein Profil wurde nicht freigegeben. Bitte korrigiere es und speichere es erneut.'),
    ).toBeInTheDocument();
    expect(view.getByText('Das Zertifikat zeigt A2, nicht B1.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Mein Profil bearbeiten' })).toHaveAttribute('href', '/de/my-profile');
  });

  it('shows the candidate’s tabs to the pages that exist', async () => {
    stubApi({ 'GET /api/me': { body: meFor() }, 'GET /api/profile/progress': { body: progressFixture() } });
    renderApp('/dashboard');
    const tabs = within(await screen.findByRole('navigation', { name: 'Your areas' }));
    expect(tabs.getByRole('link', { name: 'Job listings' })).toHaveAttribute('href', '/browse-jobs');
    expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
    expect(tabs.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-settings');
    expect(tabs.getByRole('link', { name: 'Interviews' })).toHaveAttribute('href', '/my-interviews');
    expect(tabs.getByRole('link', { name: 'Training search profiles' })).toHaveAttribute(
      'href',
      '/training-search-profiles',
    );
  });
});
