import { PHOTO_MIME_TYPES } from '@azubi/shared/files/files';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { FormAlert } from '../../auth/components/form-alert';
import { checkUpload } from '../../profile/file-checks';
import { useSharedMessage } from '../../profile/hooks/use-shared-message';
import { useDeleteCompanyImage, useUploadCompanyImage, type CompanyImageKind } from '../api/company-profile-api';

export type Crop = { zoom: number; x: number; y: number };

/**
 * The part of an image a crop of the given aspect (width / height) shows: `zoom` 1 is the largest
 * centred rectangle of that aspect, `x` and `y` (-1 … 1) move it towards the image's edges.
 */
export function cropRect(width: number, height: number, aspect: number, { zoom, x, y }: Crop) {
  const fullWidth = Math.min(width, height * aspect);
  const cropWidth = fullWidth / zoom;
  const cropHeight = cropWidth / aspect;
  const left = (width - cropWidth) / 2 + (x * (width - cropWidth)) / 2;
  const top = (height - cropHeight) / 2 + (y * (height - cropHeight)) / 2;
  return { left, top, width: cropWidth, height: cropHeight };
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, width: number, height: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = width;
  canvas.height = height;
  // A transparent logo is drawn on white: JPEG keeps no transparency.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const rect = cropRect(image.naturalWidth, image.naturalHeight, width / height, crop);
  context.drawImage(image, rect.left, rect.top, rect.width, rect.height, 0, 0, width, height);
}

export interface CompanyImageUploadProps {
  kind: CompanyImageKind;
  /** The current image's address, or null. */
  url: string | null;
  /** What the browser uploads (the server keeps what it gets). */
  width: number;
  height: number;
  companyName: string;
}

/**
 * The company's logo (square) or banner (3 : 1): choose a picture, move and zoom it in the frame,
 * upload the cropped picture; or remove the current one. Same checks as every upload (5 MB, JPEG,
 * PNG or WebP); the server reads the type from the bytes.
 */
export function CompanyImageUpload({ kind, url, width, height, companyName }: CompanyImageUploadProps) {
  const { t } = useTranslation('company');
  const text = useSharedMessage();
  const queryClient = useQueryClient();
  const upload = useUploadCompanyImage(kind);
  const remove = useDeleteCompanyImage(kind);
  const inputId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [error, setError] = useState<string>();
  const preview = useRef<HTMLCanvasElement>(null);
  const previewWidth = kind === 'logo' ? 160 : 480;
  const previewHeight = Math.round((previewWidth * height) / width);

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, crop, previewWidth, previewHeight);
  }, [image, crop, previewWidth, previewHeight]);

  const choose = (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    const problem = checkUpload(file, PHOTO_MIME_TYPES);
    if (problem) {
      setError(text(problem.key, problem.params));
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    const next = new Image();
    next.onload = () => {
      setCrop({ zoom: 1, x: 0, y: 0 });
      setImage(next);
    };
    next.onerror = () => {
      URL.revokeObjectURL(objectUrl);
      setError(text('files.typeNotAllowed', { type: file.type || file.name }));
    };
    next.src = objectUrl;
  };

  const cancel = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  const failed = (failure: unknown) =>
    setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : text('files.uploadFailed'));

  const save = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    draw(canvas, image, crop, width, height);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          setError(text('files.uploadFailed'));
          return;
        }
        upload.mutate(blob, {
          onSuccess: (result) => {
            cancel();
            toast({ title: result.message, variant: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['employer-profile'] });
          },
          onError: failed,
        });
      },
      'image/jpeg',
      0.9,
    );
  };

  const slider = (name: keyof Crop, min: number, max: number, step: number) => (
    <div className="grid gap-1">
      <Label htmlFor={`${inputId}-${name}`} className="text-sm">
        {t(`images.${name}`)}
      </Label>
      <input
        id={`${inputId}-${name}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[name]}
        onChange={(event) => setCrop((current) => ({ ...current, [name]: Number(event.target.value) }))}
        className="h-11 w-full accent-primary"
      />
    </div>
  );

  const frame = kind === 'logo' ? 'size-24 rounded-card' : 'aspect-[3/1] w-full max-w-md rounded-card';

  return (
    <div id={`company-${kind}`} tabIndex={-1} className="grid gap-3 scroll-mt-24">
      <p className="font-medium">{t(`images.${kind}Title`)}</p>
      {image ? (
        <div className="grid gap-4">
          <canvas
            ref={preview}
            width={previewWidth}
            height={previewHeight}
            role="img"
            aria-label={t('images.preview')}
            className={cn(
              'border border-border bg-muted',
              kind === 'logo' ? 'size-40 rounded-card' : 'h-auto w-full max-w-xl rounded-card',
            )}
          />
          <div className="grid max-w-xl gap-3">
            <p className="text-sm text-muted-foreground">{t('images.cropHint')}</p>
            {slider('zoom', 1, 3, 0.05)}
            {slider('x', -1, 1, 0.05)}
            {slider('y', -1, 1, 0.05)}
            <div className="flex flex-wrap gap-3">
              <Button onClick={save} disabled={upload.isPending}>
                {upload.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {upload.isPending ? t('images.uploading') : t(`images.${kind}Save`)}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={upload.isPending}>
                {t('images.cancel')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {url ? (
            <img
              src={url}
              alt={t(`images.${kind}Alt`, { name: companyName })}
              className={cn('border border-border bg-background object-cover', frame)}
            />
          ) : (
            <span className={cn('grid place-items-center bg-muted text-muted-foreground', frame)}>
              <Building2 className="size-10" aria-hidden="true" />
            </span>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" asChild>
              <label htmlFor={inputId} className="cursor-pointer focus-within:outline-2 focus-within:outline-ring">
                <ImagePlus aria-hidden="true" />
                {url ? t(`images.${kind}Change`) : t(`images.${kind}Choose`)}
                <input
                  id={inputId}
                  type="file"
                  accept={PHOTO_MIME_TYPES.join(',')}
                  className="sr-only"
                  onChange={(event) => {
                    choose(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
            </Button>
            {url ? (
              <Button
                variant="ghost"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
                    onError: failed,
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                {t(`images.${kind}Remove`)}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t(`images.${kind}Hint`)}</p>
      <FormAlert message={error} />
    </div>
  );
}
