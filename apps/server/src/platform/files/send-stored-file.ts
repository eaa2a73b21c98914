import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { StorageNotFoundError, type FileStorage } from '../../storage/storage';
import type { FileRow } from './stored-files';

/**
 * `Content-Disposition` with a safe name: an ASCII fallback without quotes, slashes or control
 * characters, and the full name in RFC 5987 form.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;:*?<>|%]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=a-b` range of a file of `size` bytes; null for none, 'invalid' for an unsatisfiable one. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Streams a stored file with headers that keep it private: never cached by shared caches, never
 * sniffed as another type, and named safely. Byte ranges are answered (audio seeking).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
  disposition: 'inline' | 'attachment',
  /** Only files that are public by themselves (a published blog post's image) may be cached by others. */
  cacheControl = 'private, no-store',
) {
  const range = parseRange(request.headers.range, file.sizeBytes);
  void reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('accept-ranges', 'bytes')
    .type(file.mimeType);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${file.sizeBytes}`).send();
  }
  let stream;
  try {
    stream = await storage.get(file.storageKey, range ?? undefined);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      request.log.error({ fileId: file.id }, 'stored file is missing');
      throw AppError.notFound('files.notFound');
    }
    throw error;
  }
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    void reply.header('content-length', file.sizeBytes);
  }
  return reply.send(stream);
}
