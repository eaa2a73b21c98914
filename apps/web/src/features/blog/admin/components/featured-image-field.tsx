import { BLOG_IMAGE_ALT_MAX } from '@azubi/shared/blog/blog-admin';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { FormAlert } from '../../../../components/form-alert';
import { ImageCropper } from '../../../../components/image-cropper';
import { useCropUpload } from '../../../../components/use-crop-upload';
import { FormField } from '../../../../components/form-field';
import { useUploadBlogImage } from '../api/upload-blog-image';

/** The size the featured image is uploaded in: what link previews (Open Graph) ask for. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 630;
const PREVIEW_WIDTH = 480;

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
  const upload = useUploadBlogImage();
  const { error, setError, onCrop } = useCropUpload(upload.mutate, (result) =>
    onChange({ ...value, fileId: result.fileId, src: result.src }),
  );

  const hasImage = Boolean(value.src);
  // A demo post's bundled illustration (no file): it stays until an upload replaces it.
  const uploaded = Boolean(value.fileId);

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-lg font-semibold text-brand-950">{t('editor.imageHeading')}</legend>
      <p className="text-sm text-muted-foreground">{t('editor.imageHint')}</p>
      <ImageCropper
        texts={{
          choose: hasImage ? t('editor.imageChange') : t('editor.imageChoose'),
          cropHint: t('editor.imageCropHint'),
          zoom: t('editor.imageZoom'),
          x: t('editor.imageX'),
          y: t('editor.imageY'),
          preview: t('editor.imagePreview'),
          save: t('editor.imageUse'),
          saving: t('editor.imageUploading'),
          cancel: t('editor.imageCancel'),
        }}
        icon={<ImagePlus aria-hidden="true" />}
        width={BLOG_IMAGE_WIDTH}
        height={BLOG_IMAGE_HEIGHT}
        previewWidth={PREVIEW_WIDTH}
        previewClassName="aspect-[40/21] h-auto w-full max-w-xl rounded-card border border-border bg-muted"
        idleClassName="grid gap-3"
        background="#ffffff"
        quality={0.88}
        busy={upload.isPending}
        onError={setError}
        onCrop={onCrop}
        current={
          value.src ? (
            <img
              src={value.src}
              alt={value.alt || t('editor.imageCurrent')}
              className="aspect-[40/21] w-full max-w-xl rounded-card border border-border bg-brand-50 object-cover"
            />
          ) : null
        }
        actions={
          uploaded ? (
            <Button variant="ghost" onClick={() => onChange({ fileId: null, src: null, alt: '' })}>
              <Trash2 aria-hidden="true" />
              {t('editor.imageRemove')}
            </Button>
          ) : null
        }
      />
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
