import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@azubi/shared/files/files';

export type FileProblem = { key: string; params?: Record<string, string> };

/**
 * The spec's upload rules checked before sending (spec §5): at most 5 MB, JPEG, PNG, WebP or PDF.
 * The server reads the real type from the bytes; this only saves a slow phone a useless upload.
 */
export function checkUpload(file: File, allowed: readonly string[] = UPLOAD_MIME_TYPES): FileProblem | null {
  if (file.size === 0) return { key: 'files.fileRequired' };
  if (file.type && !allowed.includes(file.type)) return { key: 'files.typeNotAllowed', params: { type: file.type } };
  if (!file.type) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!['jpg', 'jpeg', 'png', 'webp', 'pdf'].includes(extension))
      return { key: 'files.typeNotAllowed', params: { type: extension || file.name } };
  }
  if (file.size > UPLOAD_MAX_BYTES) return { key: 'files.tooLarge' };
  return null;
}

export function formatBytes(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}
