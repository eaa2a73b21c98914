import { useState } from 'react';
import { useSharedMessage } from '../hooks/use-shared-message';
import { ApiError } from '../lib/api-error';

type Mutate<R> = (blob: Blob, options: { onSuccess: (result: R) => void; onError: (failure: unknown) => void }) => void;

/**
 * The upload behind an `ImageCropper`: `onCrop` hands the cropped picture to `mutate` (a
 * mutation's `mutate`) and closes the editor once it is stored, then `done` runs; a failure (of
 * the upload, or of a removal passed to `failed`) shows the server's message, or "The upload
 * failed" when the server was not reached. `error` and `setError` feed the form's alert.
 */
export function useCropUpload<R>(mutate: Mutate<R>, done: (result: R) => void) {
  const text = useSharedMessage();
  const [error, setError] = useState<string>();
  const failed = (failure: unknown) =>
    setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : text('files.uploadFailed'));
  const onCrop = (blob: Blob, close: () => void) =>
    mutate(blob, {
      onSuccess: (result) => {
        close();
        done(result);
      },
      onError: failed,
    });
  return { error, setError, failed, onCrop };
}
