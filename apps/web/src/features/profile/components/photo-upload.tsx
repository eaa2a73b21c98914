import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { ImageCropper } from '../../../components/image-cropper';
import { useCropUpload } from '../../../components/use-crop-upload';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-api';

const OUTPUT_SIZE = 512;
const PREVIEW_SIZE = 224;

/** The candidate's photo: choose a picture, centre and zoom it in a square, upload; or remove it. */
export function PhotoUpload({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profileEditor');
  const queryClient = useQueryClient();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const photoUrl = profile.personal.photoUrl;
  const { error, setError, failed, onCrop } = useCropUpload(upload.mutate, (result) => {
    toast({ title: result.message, variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  });

  return (
    <div id="personal-photo" tabIndex={-1} className="grid gap-3 scroll-mt-24">
      <p className="font-medium">{t('photo.title')}</p>
      <ImageCropper
        texts={{
          choose: photoUrl ? t('photo.change') : t('photo.choose'),
          cropHint: t('photo.cropHint'),
          zoom: t('photo.zoom'),
          x: t('photo.x'),
          y: t('photo.y'),
          preview: t('photo.preview'),
          save: t('photo.save'),
          saving: t('photo.uploading'),
          cancel: t('photo.cancel'),
        }}
        icon={<Camera aria-hidden="true" />}
        width={OUTPUT_SIZE}
        height={OUTPUT_SIZE}
        previewWidth={PREVIEW_SIZE}
        previewClassName="size-56 rounded-full border border-border bg-muted"
        editorClassName="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
        controlsClassName="grid gap-3"
        idleClassName="flex flex-wrap items-center gap-4"
        quality={0.9}
        busy={upload.isPending}
        onError={setError}
        onCrop={onCrop}
        current={
          photoUrl ? (
            <img
              src={photoUrl}
              alt={t('photo.current')}
              className="size-24 rounded-full border border-border object-cover"
            />
          ) : (
            <span className="grid size-24 place-items-center rounded-full bg-muted text-muted-foreground">
              <UserRound className="size-10" aria-hidden="true" />
            </span>
          )
        }
        actions={
          photoUrl ? (
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
          ) : null
        }
      />
      <p className="text-sm text-muted-foreground">{t('photo.hint')}</p>
      <FormAlert message={error} />
    </div>
  );
}
