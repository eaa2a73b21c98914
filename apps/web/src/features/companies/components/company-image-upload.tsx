import { useQueryClient } from '@tanstack/react-query';
import { Building2, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { FormAlert } from '../../../components/form-alert';
import { ImageCropper } from '../../../components/image-cropper';
import { useCropUpload } from '../../../components/use-crop-upload';
import { useDeleteCompanyImage, useUploadCompanyImage, type CompanyImageKind } from '../api/company-profile-api';

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
  const queryClient = useQueryClient();
  const upload = useUploadCompanyImage(kind);
  const remove = useDeleteCompanyImage(kind);
  const previewWidth = kind === 'logo' ? 160 : 480;
  const { error, setError, failed, onCrop } = useCropUpload(upload.mutate, (result) => {
    toast({ title: result.message, variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['employer-profile'] });
  });

  const frame = kind === 'logo' ? 'size-24 rounded-card' : 'aspect-[3/1] w-full max-w-md rounded-card';

  return (
    <div id={`company-${kind}`} tabIndex={-1} className="grid gap-3 scroll-mt-24">
      <p className="font-medium">{t(`images.${kind}Title`)}</p>
      <ImageCropper
        texts={{
          choose: url ? t(`images.${kind}Change`) : t(`images.${kind}Choose`),
          cropHint: t('images.cropHint'),
          zoom: t('images.zoom'),
          x: t('images.x'),
          y: t('images.y'),
          preview: t('images.preview'),
          save: t(`images.${kind}Save`),
          saving: t('images.uploading'),
          cancel: t('images.cancel'),
        }}
        icon={<ImagePlus aria-hidden="true" />}
        width={width}
        height={height}
        previewWidth={previewWidth}
        previewClassName={cn(
          'border border-border bg-muted',
          kind === 'logo' ? 'size-40 rounded-card' : 'h-auto w-full max-w-xl rounded-card',
        )}
        idleClassName="flex flex-wrap items-center gap-4"
        background="#ffffff"
        quality={0.9}
        busy={upload.isPending}
        onError={setError}
        onCrop={onCrop}
        current={
          url ? (
            <img
              src={url}
              alt={t(`images.${kind}Alt`, { name: companyName })}
              className={cn('border border-border bg-background object-cover', frame)}
            />
          ) : (
            <span className={cn('grid place-items-center bg-muted text-muted-foreground', frame)}>
              <Building2 className="size-10" aria-hidden="true" />
            </span>
          )
        }
        actions={
          url ? (
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
          ) : null
        }
      />
      <p className="text-sm text-muted-foreground">{t(`images.${kind}Hint`)}</p>
      <FormAlert message={error} />
    </div>
  );
}
