import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../../test/stub-api';
import { profileFixture } from '../../profile/testing/profile-fixture';
import { installFakeMedia } from '../testing/fake-media';

function stubProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': meInPageLanguage(),
    'GET /api/profile': { body: profileFixture() },
    'GET /api/privacy/settings': { body: { shareProfile: true, shareDocuments: false } },
    ...handlers,
  });
}

async function openAudio(path: string, name: string) {
  renderApp(path);
  return within(await screen.findByRole('region', { name }));
}

/** Records `ms` of (fake) sound and stops. */
async function record(
  audio: ReturnType<typeof within>,
  media: ReturnType<typeof installFakeMedia>,
  ms: number,
  labels = { start: 'Start recording', stop: 'Stop' },
) {
  await userEvent.click(audio.getByRole('button', { name: labels.start }));
  await audio.findByRole('button', { name: labels.stop });
  act(() => media.advance(ms));
  await userEvent.click(audio.getByRole('button', { name: labels.stop }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('audio introduction recorder', { timeout: 20_000 }, () => {
  it('refuses a recording under 10 seconds', async () => {
    const media = installFakeMedia();
    const api = stubProfile();
    const audio = await openAudio('/my-profile', 'Audio introduction');
    await record(audio, media, 5_000);
    expect(await audio.findByText('Your introduction must be at least 10 seconds long')).toBeInTheDocument();
    expect(audio.getByRole('button', { name: 'Upload recording' })).toBeDisabled();
    expect(audio.queryByLabelText(/I agree that employers/)).not.toBeInTheDocument();
    expect(api.to('POST /api/profile/audio')).toHaveLength(0);
  });

  it('says so in German', async () => {
    const media = installFakeMedia();
    stubProfile();
    const audio = await openAudio('/de/my-profile', 'Audio-Vorstellung');
    await record(audio, media, 5_000, { start: 'Aufnahme starten', stop: 'Beenden' });
    expect(await audio.findByText('Deine Vorstellung muss mindestens 10 Sekunden lang sein')).toBeInTheDocument();
  });

  it('warns under 30 seconds, asks for consent, then uploads with it', async () => {
    const media = installFakeMedia();
    const uploaded = profileFixture({
      audio: {
        candidateId: 'user-1',
        durationSeconds: 15,
        mimeType: 'audio/webm',
        short: true,
        consentAt: '2026-11-23T10:00:00.000Z',
        createdAt: '2026-11-23T10:00:00.000Z',
        expiresAt: '2027-11-23T10:00:00.000Z',
        url: '/api/audio/user-1',
      },
    });
    const api = stubProfile({
      'POST /api/profile/audio': {
        status: 201,
        body: {
          message: 'Your introduction is shorter than 30 seconds. A longer one tells employers more about you.',
          profile: uploaded,
        },
      },
    });
    const audio = await openAudio('/my-profile', 'Audio introduction');
    await record(audio, media, 15_000);
    expect(await audio.findByText('Listen before you upload (0:15)')).toBeInTheDocument();
    expect(
      audio.getByText('Your introduction is shorter than 30 seconds. A longer one tells employers more about you.'),
    ).toBeInTheDocument();

    await userEvent.click(audio.getByRole('button', { name: 'Upload recording' }));
    expect(
      await audio.findByText('Please agree that employers you are in contact with may listen to your introduction'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/profile/audio')).toHaveLength(0);

    await userEvent.click(audio.getByLabelText(/I agree that employers I am in contact with/));
    await userEvent.click(audio.getByRole('button', { name: 'Upload recording' }));
    expect(await audio.findByText('Your introduction (0:15)')).toBeInTheDocument();
    // The toast confirms (issue 28), and the saved recording keeps the reader's place.
    expect(await screen.findByText('Your introduction was saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/shorter than 30 seconds/)).not.toBeInTheDocument();
    await waitFor(() => expect(audio.getByText('Your introduction (0:15)').parentElement).toHaveFocus());
    const request = api.to('POST /api/profile/audio')[0];
    expect(request?.query.get('consent')).toBe('true');
    expect(request?.body).toBeInstanceOf(FormData);
    expect(audio.getByLabelText('Your saved audio introduction')).toHaveAttribute('src', '/api/audio/user-1');
  });

  it('uploads an existing voice note with consent, through the same endpoint (issue 28)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
    const api = stubProfile({
      'POST /api/profile/audio': {
        status: 201,
        body: {
          message: 'Audio introduction saved',
          profile: profileFixture({
            audio: {
              candidateId: 'user-1',
              durationSeconds: 42,
              mimeType: 'audio/mpeg',
              short: false,
              consentAt: '2026-11-23T10:00:00.000Z',
              createdAt: '2026-11-23T10:00:00.000Z',
              expiresAt: '2027-11-23T10:00:00.000Z',
              url: '/api/audio/user-1',
            },
          }),
        },
      },
    });
    const audio = await openAudio('/de/my-profile', 'Audio-Vorstellung');
    const note = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0])], 'hallo.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(audio.getByLabelText('Sprachnachricht hochladen'), note);
    expect(await audio.findByText('Vor dem Hochladen anhören')).toBeInTheDocument();
    // A chosen file was not recorded: no "Neu aufnehmen", and the buttons say what they do with it.
    expect(audio.queryByRole('button', { name: 'Neu aufnehmen' })).not.toBeInTheDocument();
    expect(audio.getByRole('button', { name: 'Diese Datei entfernen' })).toBeInTheDocument();
    expect(audio.getByLabelText('Andere Datei wählen')).toBeInTheDocument();
    expect(audio.getByLabelText('Vorschau der gewählten Sprachnachricht')).toBeInTheDocument();
    await userEvent.click(audio.getByRole('button', { name: 'Diese Sprachnachricht hochladen' }));
    expect(api.to('POST /api/profile/audio')).toHaveLength(0);
    await userEvent.click(audio.getByRole('checkbox'));
    await userEvent.click(audio.getByRole('button', { name: 'Diese Sprachnachricht hochladen' }));
    expect(await screen.findByText('Deine Vorstellung wurde gespeichert', {}, { timeout: 10_000 })).toBeInTheDocument();
    const request = api.to('POST /api/profile/audio')[0];
    expect(request?.query.get('consent')).toBe('true');
    expect((request?.body as FormData).get('file')).toMatchObject({ size: note.size, type: 'audio/mpeg' });
  });

  it('names the buttons after a chosen file for what happened: "Remove this file", not "Record again" (issue 28)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
    stubProfile();
    const audio = await openAudio('/my-profile', 'Audio introduction');
    const note = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0])], 'hello.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(audio.getByLabelText('Upload a voice note'), note);
    expect(await audio.findByText('Listen before you upload')).toBeInTheDocument();
    expect(audio.queryByRole('button', { name: 'Record again' })).not.toBeInTheDocument();
    expect(audio.getByRole('button', { name: 'Upload this voice note' })).toBeInTheDocument();
    expect(audio.getByLabelText('Choose another file')).toBeInTheDocument();
    await userEvent.click(audio.getByRole('button', { name: 'Remove this file' }));
    expect(audio.queryByText('Listen before you upload')).not.toBeInTheDocument();
    expect(audio.getByLabelText('Upload a voice note')).toBeInTheDocument();
    expect(audio.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });

  it('pauses, resumes and stops by itself at 2:00', async () => {
    const media = installFakeMedia();
    stubProfile();
    const audio = await openAudio('/my-profile', 'Audio introduction');
    await userEvent.click(audio.getByRole('button', { name: 'Start recording' }));
    await userEvent.click(await audio.findByRole('button', { name: 'Pause' }));
    expect(audio.getByText('Paused')).toBeInTheDocument();
    await userEvent.click(audio.getByRole('button', { name: 'Resume' }));
    act(() => media.advance(121_000));
    expect(await audio.findByText('Recording finished')).toBeInTheDocument();
    expect(audio.getByRole('timer')).toHaveTextContent('2:00 / 2:00');
    await userEvent.click(audio.getByRole('button', { name: 'Record again' }));
    expect(audio.getByRole('timer')).toHaveTextContent('0:00 / 2:00');
  });

  it('says when the microphone cannot record', async () => {
    installFakeMedia({ refuse: true });
    stubProfile();
    const audio = await openAudio('/my-profile', 'Audio introduction');
    await userEvent.click(audio.getByRole('button', { name: 'Start recording' }));
    expect(await audio.findByText('Recording failed. Please try again.')).toBeInTheDocument();
  });

  it('says the recording failure in German', async () => {
    installFakeMedia({ refuse: true });
    stubProfile();
    const audio = await openAudio('/de/my-profile', 'Audio-Vorstellung');
    await userEvent.click(audio.getByRole('button', { name: 'Aufnahme starten' }));
    expect(await audio.findByText('Aufnahme fehlgeschlagen. Bitte versuche es noch einmal.')).toBeInTheDocument();
  });

  it('shows why an upload failed: the server’s reason, or "Upload failed" without a connection', async () => {
    const media = installFakeMedia();
    let answer: Parameters<typeof stubApi>[0][string] = apiError(
      400,
      'VALIDATION_FAILED',
      'The recording is larger than 5 MB. Please record a shorter introduction.',
      { file: 'The recording is larger than 5 MB. Please record a shorter introduction.' },
    );
    stubProfile({ 'POST /api/profile/audio': () => answer as never });
    const audio = await openAudio('/my-profile', 'Audio introduction');
    await record(audio, media, 40_000);
    await userEvent.click(await audio.findByLabelText(/I agree that employers/));
    await userEvent.click(audio.getByRole('button', { name: 'Upload recording' }));
    expect(
      (await audio.findAllByText('The recording is larger than 5 MB. Please record a shorter introduction.'))[0],
    ).toBeInTheDocument();

    answer = 'network-error';
    await userEvent.click(audio.getByRole('button', { name: 'Upload recording' }));
    await waitFor(() => expect(audio.getByText('Upload failed')).toBeInTheDocument());
  });

  it('says when a saved recording cannot be played', async () => {
    stubProfile({
      'GET /api/profile': {
        body: profileFixture({
          audio: {
            candidateId: 'user-1',
            durationSeconds: 42,
            mimeType: 'audio/webm',
            short: false,
            consentAt: '2026-11-23T10:00:00.000Z',
            createdAt: '2026-11-23T10:00:00.000Z',
            expiresAt: '2027-11-23T10:00:00.000Z',
            url: '/api/audio/user-1',
          },
        }),
      },
    });
    const audio = await openAudio('/de/my-profile', 'Audio-Vorstellung');
    const player = audio.getByLabelText('Deine gespeicherte Audio-Vorstellung');
    player.dispatchEvent(new Event('error'));
    expect(await audio.findByText('Audio kann nicht abgespielt werden')).toBeInTheDocument();
  });
});
