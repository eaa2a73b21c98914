import { PHOTO_MIME_TYPES } from '@azubi/shared/files/files';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSharedMessage } from '../hooks/use-shared-message';
import { drawCrop, type Crop } from '../lib/crop';
import { checkUpload } from '../lib/file-checks';
import { Button } from './ui/button';
import { Label } from './ui/label';

export interface ImageCropperTexts {
  /** The choose button's text (for example "Change photo" when there is one). */
  choose: string;
  cropHint: string;
  zoom: string;
  x: string;
  y: string;
  /** The preview canvas's accessible name. */
  preview: string;
  save: string;
  saving: string;
  cancel: string;
}

export interface ImageCropperProps {
  texts: ImageCropperTexts;
  /** The choose button's icon. */
  icon: ReactNode;
  /** The size of the picture handed to `onCrop`. */
  width: number;
  height: number;
  /** The preview canvas's width (its height follows the aspect). */
  previewWidth: number;
  previewClassName: string;
  /** The layout of the preview beside its controls. */
  editorClassName?: string;
  controlsClassName?: string;
  /** The layout around `current` and the buttons while no picture is being cropped. */
  idleClassName: string;
  /** What is shown while no picture is being cropped: the current image or a placeholder. */
  current?: ReactNode;
  /** Buttons beside the choose button (remove). */
  actions?: ReactNode;
  /** Filled under the picture before drawing (a transparent logo on white: JPEG keeps no transparency). */
  background?: string;
  /** JPEG quality of the cropped picture. */
  quality: number;
  /** While the cropped picture is being uploaded. */
  busy: boolean;
  /** A message to show (a file check, a picture the browser cannot read), or undefined to clear it. */
  onError: (message: string | undefined) => void;
  /** The cropped picture as JPEG; call `close` once it is kept, to leave the cropper. */
  onCrop: (blob: Blob, close: () => void) => void;
}

/**
 * Choose a picture (checked here for an early message: 5 MB, JPEG, PNG or WebP; the server reads
 * the type from the bytes), move and zoom it in a frame of the given aspect, hand over the crop.
 * The one cropper of the candidate's photo, the company's logo and banner and a post's image.
 */
export function ImageCropper({
  texts,
  icon,
  width,
  height,
  previewWidth,
  previewClassName,
  editorClassName = 'grid gap-4',
  controlsClassName = 'grid max-w-xl gap-3',
  idleClassName,
  current,
  actions,
  background,
  quality,
  busy,
  onError,
  onCrop,
}: ImageCropperProps) {
  const text = useSharedMessage();
  const inputId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const preview = useRef<HTMLCanvasElement>(null);
  const previewHeight = Math.round((previewWidth * height) / width);

  useEffect(() => {
    if (image && preview.current) drawCrop(preview.current, image, crop, previewWidth, previewHeight, background);
  }, [image, crop, previewWidth, previewHeight, background]);

  const choose = (file: File | undefined) => {
    onError(undefined);
    if (!file) return;
    const problem = checkUpload(file, PHOTO_MIME_TYPES);
    if (problem) {
      onError(text(problem.key, problem.params));
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
      onError(text('files.typeNotAllowed', { type: file.type || file.name }));
    };
    next.src = objectUrl;
  };

  const close = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  const save = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    drawCrop(canvas, image, crop, width, height, background);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          onError(text('files.uploadFailed'));
          return;
        }
        onCrop(blob, close);
      },
      'image/jpeg',
      quality,
    );
  };

  const slider = (name: keyof Crop, min: number, max: number, step: number) => (
    <div className="grid gap-1">
      <Label htmlFor={`${inputId}-${name}`} className="text-sm">
        {texts[name]}
      </Label>
      <input
        id={`${inputId}-${name}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[name]}
        onChange={(event) => setCrop((now) => ({ ...now, [name]: Number(event.target.value) }))}
        className="h-11 w-full accent-primary"
      />
    </div>
  );

  if (image)
    return (
      <div className={editorClassName}>
        <canvas
          ref={preview}
          width={previewWidth}
          height={previewHeight}
          role="img"
          aria-label={texts.preview}
          className={previewClassName}
        />
        <div className={controlsClassName}>
          <p className="text-sm text-muted-foreground">{texts.cropHint}</p>
          {slider('zoom', 1, 3, 0.05)}
          {slider('x', -1, 1, 0.05)}
          {slider('y', -1, 1, 0.05)}
          <div className="flex flex-wrap gap-3">
            <Button onClick={save} disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {busy ? texts.saving : texts.save}
            </Button>
            <Button variant="outline" onClick={close} disabled={busy}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      </div>
    );

  return (
    <div className={idleClassName}>
      {current}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" asChild>
          <label htmlFor={inputId} className="cursor-pointer focus-within:outline-2 focus-within:outline-ring">
            {icon}
            {texts.choose}
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
        {actions}
      </div>
    </div>
  );
}
