import { requestedDocumentStates } from '@azubi/shared/applications/requested-documents';
import type { Document } from '@azubi/shared/files/files';
import { localizePath } from '@azubi/shared/i18n/locales';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useLocale } from '../../../i18n/use-locale';

export interface DocumentChoice {
  includeCv: boolean;
  documentIds: string[];
}

/**
 * What a listing asks for by default: the CV always, and the documents on the profile whose type
 * the listing names ("German certificate B1", "Schulzeugnis"). The candidate changes it freely.
 */
export function defaultDocumentChoice(requested: readonly string[], documents: readonly Document[]): DocumentChoice {
  const wanted = new Set<string>(
    requestedDocumentStates(requested, { cv: false, types: [] })
      .map((state) => state.kind)
      .filter((kind) => kind !== 'cv' && kind !== 'other'),
  );
  return {
    includeCv: true,
    documentIds: documents.filter((document) => wanted.has(document.type)).map((document) => document.id),
  };
}

/**
 * The documents that go with one application (issue 28.2): what the listing asks for, each marked
 * as attached, missing or for the candidate to judge; the generated CV; and every document on the
 * profile as a checkbox. Only this company sees what is ticked, and only with this application.
 */
export function ApplicationDocumentsPicker({
  requested,
  documents,
  value,
  onChange,
}: {
  requested: readonly string[];
  documents: readonly Document[];
  value: DocumentChoice;
  onChange: (next: DocumentChoice) => void;
}) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const id = useId();
  const chosenTypes = documents.filter((d) => value.documentIds.includes(d.id)).map((d) => d.type);
  const states = requestedDocumentStates(requested, { cv: value.includeCv, types: chosenTypes });
  const missing = states.filter((state) => state.attached === false);
  const toggle = (documentId: string, on: boolean) =>
    onChange({
      ...value,
      documentIds: on
        ? [...value.documentIds, documentId]
        : value.documentIds.filter((chosen) => chosen !== documentId),
    });

  return (
    <fieldset className="grid gap-3 rounded-control border border-border p-3">
      <legend className="px-1 font-semibold">{t('apply.documents.title')}</legend>
      <p className="text-sm text-muted-foreground">{t('apply.documents.privacy')}</p>
      {states.length > 0 ? (
        <div className="grid gap-1">
          <p id={`${id}-asked`} className="text-sm font-medium">
            {t('apply.documents.asked')}
          </p>
          <ul aria-labelledby={`${id}-asked`} className="grid gap-1 text-sm">
            {states.map((state) => (
              <li key={state.label} className="flex items-start gap-2">
                {state.attached === true ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                ) : state.attached === false ? (
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                ) : (
                  <CircleHelp className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span>
                  {state.label}
                  {': '}
                  {state.attached === true
                    ? t('apply.documents.attached')
                    : state.attached === false
                      ? t('apply.documents.notAttached')
                      : t('apply.documents.checkYourself')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-cv`}
          checked={value.includeCv}
          onCheckedChange={(checked) => onChange({ ...value, includeCv: checked === true })}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-cv`}>{t('apply.documents.cv')}</Label>
          <a
            href="/api/profile/cv.pdf"
            target="_blank"
            rel="noreferrer"
            className="text-sm text-primary underline underline-offset-4"
          >
            {t('apply.documents.cvPreview')}
          </a>
        </div>
      </div>
      {documents.map((document) => (
        <div key={document.id} className="flex items-start gap-3">
          <Checkbox
            id={`${id}-${document.id}`}
            checked={value.documentIds.includes(document.id)}
            onCheckedChange={(checked) => toggle(document.id, checked === true)}
          />
          <Label htmlFor={`${id}-${document.id}`} className="grid gap-0.5">
            <span>{document.label ?? t(`apply.documents.types.${document.type}`)}</span>
            <span className="text-sm font-normal break-all text-muted-foreground">{document.name}</span>
          </Label>
        </div>
      ))}
      {missing.length > 0 || documents.length === 0 ? (
        <p role="status" className="text-sm text-amber-900">
          {missing.length > 0
            ? t('apply.documents.missing', { list: missing.map((m) => m.label).join(', ') })
            : t('apply.documents.none')}{' '}
          <Link to={localizePath('/my-profile', locale)} className="font-medium underline underline-offset-4">
            {t('apply.documents.addOnProfile')}
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}
