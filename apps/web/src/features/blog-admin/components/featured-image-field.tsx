import { BLOG_IMAGE_ALT_MAX } from '@azubi/shared/blog/blog-admin';
import { PHOTO_MIME_TYPES } from '@azubi/shared/files/files';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../auth/components/form-alert';
import { FormField } from '../../auth/components/form-field';
import { checkUpload } from '../../profile/file-checks';
import { useSharedMessage } from '../../profile/hooks/use-shared-message';
import { useUploadBlogImage } from '../api/upload-blog-image';
import { cropRect, type Crop } from '../crop';

/** The size the featured image is uploaded in: what link previews (Open Graph) ask for. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 630;
const PREVIEW_WIDTH = 480;
const PREVIEW_HEIGHT = Math.round((PREVIEW_WIDTH * BLOG_IMAGE_HEIGHT) / BLOG_IMAGE_WIDTH);

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, width: number, height: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = width;
  canvas.height = height;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const rect = cropRect(image.naturalWidth, image.naturalHeight, width / height, crop);
  context.drawImage(image, rect.left, rect.top, rect.width, rect.height, 0, 0, width, height);
}

export interface FeaturedImageValue {
  fileId: string | null;
  src: string | null;
  alt: string;
}

export interface FeaturedImageFieldProps {
  value: FeaturedImageValue;
  onChange: (value: FeaturedImageValue) => void;
  /** The alt text's error (already translated), from the schema or the server. */
  altError?: string;
}

/**
 * The post's featured image: choose a picture (JPEG, PNG or WebP up to 5 MB, checked here for an
 * early message; the server checks the bytes), move and zoom it in a 1200 × 630 frame, upload the
 * crop. The alt text is required whenever there is an image.
 */
export function FeaturedImageField({ value, onChange, altError }: FeaturedImageFieldProps) {
  const { t } = useTranslation('blogAdmin');
  const text = useSharedMessage();
  const upload = useUploadBlogImage();
  const inputId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [error, setError] = useState<string>();
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, crop, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  }, [image, crop]);

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

  const use = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    draw(canvas, image, crop, BLOG_IMAGE_WIDTH, BLOG_IMAGE_HEIGHT);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          setError(text('files.uploadFailed'));
          return;
        }
        upload.mutate(blob, {
          onSuccess: (result) => {
            cancel();
            onChange({ ...value, fileId: result.fileId, src: result.src });
          },
          onError: (failure) =>
            setError(
              failure instanceof ApiError && failure.status !== 0 ? failure.message : text('files.uploadFailed'),
            ),
        });
      },
      'image/jpeg',
      0.88,
    );
  };

  const slider = (name: keyof Crop, min: number, max: number, step: number, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${inputId}-${name}`} className="text-sm">
        {label}
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

  const hasImage = Boolean(value.src);
  // A demo post's bundled illustration (no file): it stays until an upload replaces it.
  const uploaded = Boolean(value.fileId);

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-lg font-semibold text-brand-950">{t('editor.imageHeading')}</legend>
      <p className="text-sm text-muted-foreground">{t('editor.imageHint')}</p>
      {image ? (
        <div className="grid gap-4">
          <canvas
            ref={preview}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            role="img"
            aria-label={t('editor.imagePreview')}
            className="aspect-[40/21] h-auto w-full max-w-xl rounded-card border border-border bg-muted"
          />
          <div className="grid max-w-xl gap-3">
            <p className="text-sm text-muted-foreground">{t('editor.imageCropHint')}</p>
            {slider('zoom', 1, 3, 0.05, t('editor.imageZoom'))}
            {slider('x', -1, 1, 0.05, t('editor.imageX'))}
            {slider('y', -1, 1, 0.05, t('editor.imageY'))}
            <div className="flex flex-wrap gap-3">
              <Button onClick={use} disabled={upload.isPending}>
                {upload.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {upload.isPending ? t('editor.imageUploading') : t('editor.imageUse')}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={upload.isPending}>
                {t('editor.imageCancel')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          {value.src ? (
            <img
              src={value.src}
              alt={value.alt || t('editor.imageCurrent')}
              className="aspect-[40/21] w-full max-w-xl rounded-card border border-border bg-brand-50 object-cover"
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" asChild>
              <label htmlFor={inputId} className="cursor-pointer focus-within:outline-2 focus-within:outline-ring">
                <ImagePlus aria-hidden="true" />
                {hasImage ? t('editor.imageChange') : t('editor.imageChoose')}
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
            {uploaded ? (
              <Button variant="ghost" onClick={() => onChange({ fileId: null, src: null, alt: '' })}>
                <Trash2 aria-hidden="true" />
                {t('editor.imageRemove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <FormAlert message={error} />
      {hasImage ? (
        <FormField
          id="blog-image-alt"
          label={t('editor.fieldImageAlt')}
          hint={t('editor.imageAltHint')}
          error={altError}
        >
          {(control) => (
            <Input
              {...control}
              required
              maxLength={BLOG_IMAGE_ALT_MAX}
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
