import type { Locale } from '@azubi/shared/i18n/locales';
import type { CvTemplate } from '@azubi/shared/profile/profile';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import type { Actor } from '../auth/session';
import { shapeArabicDeep } from './cv-arabic';
import { cjkFontFamilies, textOf } from './cv-cjk';
import { CvDocument } from './cv-document';
import { registerCvFonts } from './cv-fonts';
import { cvLabels } from './cv-labels';
import { loadProfileState, requireCandidate, toCandidateProfile } from './profile-state';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The candidate's CV as a PDF (spec §2 "CV download with template and colour choice"):
 * `@react-pdf/renderer` with bundled Noto Sans, three templates, one accent colour, labels in
 * English or German. A WebP photo is left out (react-pdf embeds JPEG and PNG only). Arabic-script
 * text is shaped here first (cv-arabic.ts: react-pdf would drop letters); Chinese, Japanese and
 * Korean fonts are loaded only for a CV whose text has such characters (cv-cjk.ts).
 */
export async function renderCv(
  { db, storage, actor }: { db: Database; storage: FileStorage; actor: Actor },
  options: { template: CvTemplate; color: string; locale: Locale },
): Promise<{ pdf: Buffer; fileName: string; milliseconds: number }> {
  requireCandidate(actor);
  const started = performance.now();
  registerCvFonts();
  const state = await loadProfileState(db, actor.userId);
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
  const labels = cvLabels(options.locale);
  const extraFonts = cjkFontFamilies(textOf(profile), profile.personal.country);
  const render = (withPhoto: typeof photo) =>
    renderToBuffer(
      createElement(CvDocument, {
        profile: shapeArabicDeep(profile),
        extraFonts,
        photo: withPhoto,
        template: options.template,
        color: options.color,
        labels,
      }) as never,
    );
  let pdf: Buffer;
  try {
    pdf = await render(photo);
  } catch (error) {
    // A photo the PDF library cannot decode must not cost the candidate their CV.
    if (!photo) throw error;
    pdf = await render(null);
  }
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
