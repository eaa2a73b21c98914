import { readFileSync } from 'node:fs';
import {
  AUDIO_MAX_SECONDS,
  AUDIO_MAX_TOLERANCE_SECONDS,
  AUDIO_MIN_SECONDS,
  AUDIO_RETENTION_MONTHS,
} from '@azubi/shared/audio/audio';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { addMonths } from '../features/audio/manage-audio';
import { acceptAudio, readAudioInfo } from '../features/audio/read-audio-info';
import type { FileStorage } from '../storage/storage';
import type { Database } from './client';
import * as f from './factories';
import { demoCertificatePdf } from './seed-files';
import * as t from './schema';

/**
 * The demo's recorded introduction: a real MP3 (12 s of a chime, 36 KB) committed beside the seed
 * and copied beside the bundle by the build (apps/server/build.mjs), as the migrations are.
 */
export const DEMO_AUDIO_URL = new URL('./seed-assets/demo-audio-introduction.mp3', import.meta.url);

/**
 * The bytes of the demo introduction, checked as an upload is (features/audio/manage-audio.ts):
 * the type from the bytes, audio without video, a length the server measures within the limits.
 */
export async function demoAudioIntroduction(): Promise<{ bytes: Buffer; mimeType: string; durationSeconds: number }> {
  const bytes = readFileSync(DEMO_AUDIO_URL);
  const mimeType = acceptAudio(await fileTypeFromBuffer(bytes));
  if (!mimeType) throw new Error('The demo audio introduction is not a recording the app accepts');
  const info = await readAudioInfo(bytes, mimeType);
  const seconds = info.durationSeconds;
  if (!info.hasAudio || info.hasVideo || seconds === null) throw new Error('The demo audio introduction is unreadable');
  if (seconds < AUDIO_MIN_SECONDS || seconds > AUDIO_MAX_SECONDS + AUDIO_MAX_TOLERANCE_SECONDS)
    throw new Error(`The demo audio introduction lasts ${seconds} s`);
  return { bytes, mimeType, durationSeconds: Math.round(seconds) };
}

/**
 * A demo candidate's audio introduction and documents, shared with the companies that see her in
 * full (her applications reveal her: spec §6): the recording, a CV and her German certificate
 * (already uploaded with her profile), with "share documents" on.
 */
export async function addDemoMedia(
  db: Database,
  storage: FileStorage | undefined,
  candidate: { id: string; name: string },
): Promise<void> {
  const now = new Date();
  const audio = await demoAudioIntroduction();
  const expiresAt = addMonths(now, AUDIO_RETENTION_MONTHS);
  const audioFile = await f.createFile(db, {
    ownerId: candidate.id,
    kind: 'audio_intro',
    originalName: 'introduction.mp3',
    mimeType: audio.mimeType,
    sizeBytes: audio.bytes.length,
    durationSeconds: audio.durationSeconds,
    expiresAt,
  });
  await storage?.put(audioFile.storageKey, audio.bytes);
  await db.insert(t.audioIntroductions).values({
    candidateId: candidate.id,
    fileId: audioFile.id,
    durationSeconds: audio.durationSeconds,
    consentAt: now,
    expiresAt,
  });

  const cv = demoCertificatePdf([
    'DEMO - not a real CV',
    `Curriculum vitae: ${candidate.name}`,
    '2021-2023 Nursing assistant, Hopital Ibn Sina, Rabat',
    '2017-2020 Baccalaureat, Lycee Moulay Youssef, Rabat',
    'Languages: Arabic, French, German (B2), English',
    'Sample document of the Azubi Connect demo data.',
  ]);
  const cvFile = await f.createFile(db, {
    ownerId: candidate.id,
    kind: 'other_document',
    originalName: 'cv-demo.pdf',
    mimeType: 'application/pdf',
    sizeBytes: cv.length,
  });
  await storage?.put(cvFile.storageKey, cv);
  await db.insert(t.candidateDocuments).values({ candidateId: candidate.id, fileId: cvFile.id, label: 'CV' });
  await db
    .update(t.candidateProfiles)
    .set({ shareDocuments: true })
    .where(eq(t.candidateProfiles.userId, candidate.id));
}
