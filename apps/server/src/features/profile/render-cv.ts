import type { Locale } from '@azubi/shared/i18n/locales';
import type { CvTemplate } from '@azubi/shared/profile/profile';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import type { Candidate } from '../../http/access';
import { renderCvInWorker } from './cv-render-pool';
import { loadProfileState, toCandidateProfile } from './profile-state';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The candidate's CV as a PDF (spec §2 "CV download with template and colour choice"):
 * `@react-pdf/renderer` with bundled Noto Sans, three templates, one accent colour, labels in
 * English or German. A WebP photo is left out (react-pdf embeds JPEG and PNG only). The profile is
 * read here; the PDF is laid out in a worker thread (cv-render-worker.ts, cv-render-pool.ts).
 */
export async function renderCv(
  { db, storage, actor }: { db: Database; storage: FileStorage; actor: Candidate },
  options: { template: CvTemplate; color: string; locale: Locale },
): Promise<{ pdf: Buffer; fileName: string; milliseconds: number }> {
  return renderCandidateCv({ db, storage }, actor.userId, options);
}

/**
 * The CV of one candidate, for whoever the caller has checked may read it: the candidate
 * themselves, or a company the candidate attached it to an application for.
 */
export async function renderCandidateCv(
  { db, storage }: { db: Database; storage: FileStorage },
  candidateId: string,
  options: { template: CvTemplate; color: string; locale: Locale },
): Promise<{ pdf: Buffer; fileName: string; milliseconds: number }> {
  const started = performance.now();
  const state = await loadProfileState(db, candidateId);
  const profile = toCandidateProfile(state);
  let photo: { data: Buffer; format: 'png' | 'jpg' } | null = null;
  if (state.photo && (state.photo.mimeType === 'image/png' || state.photo.mimeType === 'image/jpeg')) {
    try {
      photo = {
        data: await readAll(await storage.get(state.photo.storageKey)),
        format: state.photo.mimeType === 'image/png' ? 'png' : 'jpg',
      };
    } catch {
      photo = null;
    }
  }
  const pdf = await renderCvInWorker({
    profile,
    photo: photo && { data: new Uint8Array(photo.data), format: photo.format },
    template: options.template,
    color: options.color,
    locale: options.locale,
  });
  const slug =
    profile.personal.fullName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'cv';
  return {
    pdf,
    fileName: `${options.locale === 'de' ? 'Lebenslauf' : 'CV'}-${slug}.pdf`,
    milliseconds: Math.round(performance.now() - started),
  };
}
