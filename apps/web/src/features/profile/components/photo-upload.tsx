import { PHOTO_MIME_TYPES } from '@azubi/shared/files/files';
import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { ME_QUERY_KEY } from '../../auth/api/use-me';
import { FormAlert } from '../../auth/components/form-alert';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-api';
import { checkUpload } from '../file-checks';
import { useSharedMessage } from '../hooks/use-shared-message';

const OUTPUT_SIZE = 512;
const PREVIEW_SIZE = 224;

export type Crop = { zoom: number; x: number; y: number };

/**
 * The square part of an image a crop shows: `zoom` 1 is the largest centred square, `x` and `y`
 * (-1 … 1) move it towards the image's edges.
 */
export function cropRect(width: number, height: number, { zoom, x, y }: Crop) {
  const side = Math.min(width, height) / zoom;
  const left = (width - side) / 2 + (x * (width - side)) / 2;
  const top = (height - side) / 2 + (y * (height - side)) / 2;
  return { left, top, side };
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, size: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = size;
  canvas.height = size;
  const { left, top, side } = cropRect(image.naturalWidth, image.naturalHeight, crop);
  context.drawImage(image, left, top, side, side, 0, 0, size, size);
}

/** The candidate's photo: choose a picture, centre and zoom it in a square, upload; or remove it. */
export function PhotoUpload({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const queryClient = useQueryClient();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const inputId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [error, setError] = useState<string>();
  const preview = useRef<HTMLCanvasElement>(null);
  const photoUrl = profile.personal.photoUrl;

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, crop, PREVIEW_SIZE);
  }, [image, crop]);

  const choose = (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    const problem = checkUpload(file, PHOTO_MIME_TYPES);
    if (problem) {
      setError(text(problem.key, problem.params));
      return;
    }
    const url = URL.createObjectURL(file);
    const next = new Image();
    next.onload = () => {
      setCrop({ zoom: 1, x: 0, y: 0 });
      setImage(next);
    };
    next.onerror = () => {
      URL.revokeObjectURL(url);
      setError(text('files.typeNotAllowed', { type: file.type || file.name }));
    };
    next.src = url;
  };

  const cancel = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  const failed = (failure: unknown) => {
    const message =
      failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('files.uploadFailed') ?? '');
    setError(message);
  };

  const save = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    draw(canvas, image, crop, OUTPUT_SIZE);
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
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
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
        {t(`photo.${name}`)}
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

  return (
    <div id="personal-photo" tabIndex={-1} className="grid gap-3 scroll-mt-24">
      <p className="font-medium">{t('photo.title')}</p>
      {image ? (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <canvas
            ref={preview}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            role="img"
            aria-label={t('photo.preview')}
            className="size-56 rounded-full border border-border bg-muted"
          />
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t('photo.cropHint')}</p>
            {slider('zoom', 1, 3, 0.05)}
            {slider('x', -1, 1, 0.05)}
            {slider('y', -1, 1, 0.05)}
            <div className="flex flex-wrap gap-3">
              <Button onClick={save} disabled={upload.isPending}>
                {upload.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {upload.isPending ? t('photo.uploading') : t('photo.save')}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={upload.isPending}>
                {t('photo.cancel')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {photoUrl ? (
            <img
              src={photoUrl}
              alt={t('photo.current')}
              className="size-24 rounded-full border border-border object-cover"
            />
          ) : (
            <span className="grid size-24 place-items-center rounded-full bg-muted text-muted-foreground">
              <UserRound className="size-10" aria-hidden="true" />
            </span>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" asChild>
              <label htmlFor={inputId} className="cursor-pointer focus-within:outline-2 focus-within:outline-ring">
                <Camera aria-hidden="true" />
                {photoUrl ? t('photo.change') : t('photo.choose')}
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
            {photoUrl ? (
              <Button
                variant="ghost"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (result) => {
                      toast({ title: result.message, variant: 'success' });
                      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
                    },
                    onError: failed,
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                {t('photo.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t('photo.hint')}</p>
      <FormAlert message={error} />
    </div>
  );
}
