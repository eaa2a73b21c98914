import type { Locale } from '@azubi/shared/i18n/locales';
import type { CandidateProfile, CvTemplate } from '@azubi/shared/profile/profile';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { shapeArabicDeep } from './cv-arabic';
import { cjkFontFamilies, textOf } from './cv-cjk';
import { CvDocument } from './cv-document';
import { registerCvFonts } from './cv-fonts';
import { cvLabels } from './cv-labels';

export type CvRenderInput = {
  profile: CandidateProfile;
  photo: { data: Uint8Array; format: 'png' | 'jpg' } | null;
  template: CvTemplate;
  color: string;
  locale: Locale;
};

/**
 * Lays out and writes the PDF: seconds of CPU for a long CV, so it runs in a worker thread
 * (cv-render-pool.ts), never on the thread that answers requests. Arabic-script text is shaped
 * first (cv-arabic.ts: react-pdf would drop letters); Chinese, Japanese and Korean fonts are
 * loaded only for a CV whose text has such characters (cv-cjk.ts).
 */
export default async function renderCvPdf(input: CvRenderInput): Promise<Uint8Array> {
  registerCvFonts();
  const labels = cvLabels(input.locale);
  const extraFonts = cjkFontFamilies(textOf(input.profile), input.profile.personal.country);
  const render = (photo: CvRenderInput['photo']) =>
    renderToBuffer(
      createElement(CvDocument, {
        profile: shapeArabicDeep(input.profile),
        extraFonts,
        photo: photo && { data: Buffer.from(photo.data), format: photo.format },
        template: input.template,
        color: input.color,
        labels,
      }) as never,
    );
  try {
    return await render(input.photo);
  } catch (error) {
    // A photo the PDF library cannot decode must not cost the candidate their CV.
    if (!input.photo) throw error;
    return render(null);
  }
}
