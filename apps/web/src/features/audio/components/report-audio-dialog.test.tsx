import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastOutlet } from '../../../components/ui/toast-outlet';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, clearToasts, stubApi } from '../../../test/stub-api';
import { ReportAudioButton } from './report-audio-button';

const CANDIDATE = '0b8f6c1e-3d0a-4f5e-9a61-5f2d8b7c4e10';

beforeAll(() => Promise.all([loadNamespaces('en', ['profileEditor']), loadNamespaces('de', ['profileEditor'])]));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function openDialog(button = 'Report this recording') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportAudioButton candidateId={CANDIDATE} candidateName="Carlos Mendoza" />
      <ToastOutlet />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

describe('report an audio introduction', () => {
  it('requires a reason, and details for "other"', async () => {
    const api = stubApi({
      [`POST /api/audio/${CANDIDATE}/reports`]: {
        status: 201,
        body: {
          id: 'r1',
          dueAt: '2026-11-25T10:00:00.000Z',
          message: 'Thank you. Our moderators will review the recording.',
        },
      },
    });
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Please select a reason for reporting')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'other');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Please provide additional details')).toBeInTheDocument();
    expect(api.to(`POST /api/audio/${CANDIDATE}/reports`)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Details'), 'Advertises a paid service.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our moderators will review the recording.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`POST /api/audio/${CANDIDATE}/reports`)[0]?.body).toEqual({
      reason: 'other',
      description: 'Advertises a paid service.',
    });
  });

  it('says the rules and a failure in German', async () => {
    await i18n.changeLanguage('de');
    stubApi({ [`POST /api/audio/${CANDIDATE}/reports`]: 'network-error' });
    const dialog = await openDialog('Aufnahme melden');
    await userEvent.click(dialog.getByRole('button', { name: 'Meldung senden' }));
    expect(await dialog.findByText('Bitte wähle einen Grund für die Meldung')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText('Grund'), 'discrimination');
    await userEvent.click(dialog.getByRole('button', { name: 'Meldung senden' }));
    expect(await dialog.findByText('Meldung konnte nicht gesendet werden')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    stubApi({
      [`POST /api/audio/${CANDIDATE}/reports`]: apiError(
        409,
        'CONFLICT',
        'You have already reported this recording. Our moderators are reviewing it.',
      ),
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(
      await dialog.findByText('You have already reported this recording. Our moderators are reviewing it.'),
    ).toBeInTheDocument();
  });
});
