import { isApiErrorBody } from '@azubi/shared/http/api-error';
import type { Attachment } from '@azubi/shared/messaging/messaging';
import { getCurrentLocale } from '../../../i18n/get-current-locale';
import { ApiError } from '../../../lib/api-error';
import { forgetCsrfToken, getCsrfToken } from '../../../lib/api-fetch';

/**
 * `POST /api/message-attachments` (multipart, field `file`) through XMLHttpRequest, because fetch
 * cannot report upload progress. `onProgress` gets 0…1. A refused CSRF token is fetched again once,
 * as apiFetch does. Fails with an ApiError: the server's message, or status 0 without a connection.
 */
export async function uploadAttachment(
  file: File,
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<Attachment> {
  try {
    return await send(file, await getCsrfToken(), onProgress, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || error.code !== 'FORBIDDEN') throw error;
    forgetCsrfToken();
    return send(file, await getCsrfToken(), onProgress, signal);
  }
}

function send(
  file: File,
  token: string,
  onProgress: ((share: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/message-attachments');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getCurrentLocale());
    xhr.setRequestHeader('x-csrf-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(1);
        resolve(body as Attachment);
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      } else {
        reject(new ApiError(xhr.status, xhr.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', ''));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE', ''));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Where an attachment's bytes are served, only to the two parties. */
export function attachmentUrl(id: string): string {
  return `/api/message-attachments/${encodeURIComponent(id)}`;
}
