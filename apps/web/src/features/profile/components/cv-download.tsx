import { CV_DEFAULT_COLOR, CV_TEMPLATES, type CvTemplate } from '@azubi/shared/profile/profile';
import { isApiErrorBody } from '@azubi/shared/http/api-error';
import type { Locale } from '@azubi/shared/i18n/locales';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { SectionCard } from './section-card';

/** Accent colours that keep white text readable on them; any other can be picked too. */
export const CV_COLORS = ['#1d4ed8', '#0e5a73', '#047857', '#7c2d12', '#6d28d9', '#be123c', '#334155'] as const;

/** The address of the CV for these choices (`GET /api/profile/cv.pdf`). */
export function cvUrl(template: CvTemplate, color: string, lang: Locale): string {
  return `/api/profile/cv.pdf?${new URLSearchParams({ template, color, lang }).toString()}`;
}

/** The file name the server proposes in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, lang: Locale): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? (lang === 'de' ? 'Lebenslauf.pdf' : 'CV.pdf');
}

/** A small picture of each template's layout, in the chosen colour. */
function TemplatePreview({ template, color }: { template: CvTemplate; color: string }) {
  const line = 'h-1 rounded-full bg-slate-300';
  if (template === 'modern')
    return (
      <span className="flex h-24 w-full overflow-hidden rounded border border-border bg-white" aria-hidden="true">
        <span className="grid w-1/3 content-start gap-1 p-1.5" style={{ backgroundColor: color }}>
          <span className="mx-auto size-5 rounded-full bg-white/80" />
          <span className="h-1 rounded-full bg-white/70" />
          <span className="h-1 w-2/3 rounded-full bg-white/70" />
        </span>
        <span className="grid flex-1 content-start gap-1 p-1.5">
          <span className="h-1.5 w-3/4 rounded-full" style={{ backgroundColor: color }} />
          <span className={line} />
          <span className={cn(line, 'w-5/6')} />
          <span className={line} />
        </span>
      </span>
    );
  if (template === 'compact')
    return (
      <span
        className="grid h-24 w-full content-start gap-1 rounded border border-border bg-white p-1.5"
        aria-hidden="true"
      >
        <span className="h-1.5 w-1/2 rounded-full" style={{ backgroundColor: color }} />
        <span className="grid grid-cols-2 gap-1">
          <span className={line} />
          <span className={line} />
          <span className={line} />
          <span className={line} />
          <span className={line} />
          <span className={line} />
        </span>
      </span>
    );
  return (
    <span className="grid h-24 w-full content-start gap-1 rounded border border-border bg-white" aria-hidden="true">
      <span className="flex items-center gap-1 p-1.5" style={{ backgroundColor: color }}>
        <span className="size-4 rounded-full bg-white/80" />
        <span className="h-1.5 w-1/2 rounded-full bg-white/80" />
      </span>
      <span className="grid gap-1 px-1.5">
        <span className={line} />
        <span className={cn(line, 'w-5/6')} />
        <span className={line} />
      </span>
    </span>
  );
}

/** CV download (spec §2): one of three templates, an accent colour and the CV's language. */
export function CvDownload() {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const locale = useLocale();
  const [template, setTemplate] = useState<CvTemplate>('classic');
  const [color, setColor] = useState<string>(CV_DEFAULT_COLOR);
  const [lang, setLang] = useState<Locale>(locale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [took, setTook] = useState<number | null>(null);

  const download = async () => {
    setBusy(true);
    setError(undefined);
    setTook(null);
    const started = performance.now();
    try {
      const response = await fetch(cvUrl(template, color, lang), {
        credentials: 'same-origin',
        headers: { 'Accept-Language': locale },
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        throw new Error(isApiErrorBody(body) ? body.error.message : (text('profile.cvFailed') ?? ''));
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, lang);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setTook((performance.now() - started) / 1000);
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message && !(failure instanceof TypeError)
          ? failure.message
          : (text('profile.cvFailed') ?? '');
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard id="cv" title={t('cv.title')} description={t('cv.description')}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('cv.template')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-4">
          {CV_TEMPLATES.map((value) => (
            <label
              key={value}
              className={cn(
                'grid cursor-pointer gap-2 rounded-control border-2 p-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                template === value ? 'border-primary bg-secondary' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="cv-template"
                value={value}
                checked={template === value}
                onChange={() => setTemplate(value)}
                className="sr-only"
              />
              <TemplatePreview template={value} color={color} />
              {t(`cv.templates.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('cv.color')}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {CV_COLORS.map((value) => (
            <label
              key={value}
              className={cn(
                'grid size-11 cursor-pointer place-items-center rounded-full border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                color === value ? 'border-foreground' : 'border-transparent',
              )}
            >
              <input
                type="radio"
                name="cv-color"
                value={value}
                checked={color === value}
                onChange={() => setColor(value)}
                className="sr-only"
              />
              <span className="size-8 rounded-full" style={{ backgroundColor: value }} aria-hidden="true" />
              <span className="sr-only">{t('cv.colorName', { color: value })}</span>
            </label>
          ))}
          <Label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value)}
              className="h-11 w-14 cursor-pointer rounded-control border border-input bg-background"
            />
            {t('cv.customColor')}
          </Label>
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('cv.language')}</legend>
        <div className="flex gap-4">
          {(['en', 'de'] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="cv-language"
                value={value}
                checked={lang === value}
                onChange={() => setLang(value)}
                className="size-5 accent-primary"
              />
              {t(`cv.languages.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          onClick={() => void download()}
          disabled={busy}
          className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto"
        >
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {busy ? t('cv.creating') : t('cv.download')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {took !== null ? t('cv.done', { seconds: took.toFixed(1) }) : null}
        </p>
      </div>
    </SectionCard>
  );
}
