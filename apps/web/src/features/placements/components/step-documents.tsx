import type { Placement, PlacementStep } from '@azubi/shared/placements/placements';
import { FileText, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { documentHref, useDeleteDocument } from '../api/delete-document';
import { useUploadDocument } from '../api/upload-document';
import { checkDocumentFile, formatFileSize } from '../placement-view';

/** A step's documents: download links for both sides, delete for one's own, upload for the step's owner side. */
export function StepDocuments({
  placement,
  step,
  canUpload,
}: {
  placement: Placement;
  step: PlacementStep;
  canUpload: boolean;
}) {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(placement.id, step.key);
  const remove = useDeleteDocument(placement.id);
  const [error, setError] = useState<string | null>(null);
  if (!canUpload && step.documents.length === 0) return null;

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = checkDocumentFile(file);
    if (problem) {
      setError(t(`step.${problem}`));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: t('step.uploaded'), variant: 'success' });
        if (input.current) input.current.value = '';
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-muted-foreground">
        {t('step.documents')}
      </h4>
      {step.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('step.noDocuments')}</p>
      ) : (
        <ul className="grid gap-2">
          {step.documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-border px-3 py-2"
            >
              <span className="grid min-w-0 gap-0.5">
                <a
                  href={documentHref(placement.id, document.id)}
                  download={document.name}
                  aria-label={t('step.download', { name: document.name })}
                  className="inline-flex min-w-0 items-center gap-2 font-medium break-all text-primary underline underline-offset-4"
                >
                  <FileText className="size-4 shrink-0" aria-hidden="true" />
                  {document.name}
                </a>
                <span className="text-xs text-muted-foreground">
                  {t('step.uploadedBy', {
                    size: formatFileSize(document.size, locale),
                    side: document.mine ? t('sides.you') : t(`sides.${document.uploadedBySide}`),
                  })}
                </span>
              </span>
              {document.mine && placement.status === 'active' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('step.deleteLabel', { name: document.name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(document.id, {
                      onSuccess: () => toast({ title: t('step.deleted'), variant: 'success' }),
                      onError: (failure) => setError(failure.message),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                  {t('step.delete')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canUpload ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`} className="text-sm">
            {t('step.upload')}
          </Label>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-auto py-2 text-sm"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {upload.isPending ? <p className="text-sm text-muted-foreground">{t('step.uploading')}</p> : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
