import { cleanText } from '@azubi/shared/text/clean-text';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';

/** How many leading bytes the type detection reads (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

export type DetectedType = { ext: string; mime: string } | undefined;

export type UploadRules = {
  maxBytes: number;
  /** Maps what the bytes are to the MIME type we store, or null when the type is not allowed. */
  accept: (detected: DetectedType) => string | null;
  /** Message keys: too large (413) and empty (400). */
  tooLargeKey: string;
  emptyKey: string;
};

export type ReceivedUpload = {
  bytes: Buffer;
  /** What the bytes are (never what the browser claimed). */
  mimeType: string;
  ext: string;
  /** The uploaded name, cleaned, with the extension of the detected type; for display only. */
  originalName: string;
};

/**
 * Reads the one file of a multipart request (spec §5, §9), enforcing the rules while it streams:
 * the type is read from the first bytes and a disallowed type is refused before the rest is read
 * (415 "File type {type} not allowed"); reading stops at the size limit (413). Uploads are at most
 * 5 MB, so the accepted bytes are returned in memory for the caller to inspect and store.
 */
export async function receiveUpload(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw AppError.badRequest('files.fileRequired');
  let part;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch {
    throw AppError.badRequest('files.uploadIncomplete');
  }
  if (!part) throw AppError.badRequest('files.fileRequired');

  const chunks: Buffer[] = [];
  let total = 0;
  let mimeType: string | null = null;
  let detected: DetectedType;
  const check = async () => {
    const head = Buffer.concat(chunks).subarray(0, SAMPLE_BYTES);
    detected = await fileTypeFromBuffer(head);
    mimeType = rules.accept(detected);
    if (!mimeType) {
      part.file.resume();
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'files.typeNotAllowed', {
        type: detected?.mime ?? undetectedType(head),
      });
    }
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (!mimeType && total >= SAMPLE_BYTES) await check();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The body ended before the file did (a dropped connection, a truncated request).
    throw AppError.badRequest('files.uploadIncomplete');
  }
  if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', rules.tooLargeKey);
  if (total === 0) throw AppError.validation({ file: rules.emptyKey }, rules.emptyKey);
  if (!mimeType) await check();
  return {
    bytes: Buffer.concat(chunks, total),
    mimeType: mimeType!,
    ext: detected!.ext,
    originalName: displayName(part.filename, detected!.ext),
  };
}

/**
 * What to call bytes that match no known file signature. Never the browser's claim: a text file
 * renamed to .png arrives claiming image/png, and "File type image/png not allowed" would puzzle
 * the person who chose a PNG. Text is named as text; anything else is unknown binary data.
 */
export function undetectedType(head: Buffer): string {
  if (head.length > 0 && !head.includes(0)) {
    try {
      // `stream`: a character cut at the end of the sample is not an error.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
      return 'text/plain';
    } catch {
      // not UTF-8 text
    }
  }
  return 'application/octet-stream';
}

/**
 * Bidirectional controls (marks, embeddings, overrides, isolates): in a file name they make
 * `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A name safe to show: no path, no angle brackets, control or bidi characters, the true extension. */
export function displayName(uploaded: string | undefined, ext: string): string {
  const base = (uploaded ?? '').replace(BIDI_CONTROLS, '').split(/[\\/]/).pop() ?? '';
  const stem = cleanText(base.replace(/\.[^.]*$/, '').replace(/\p{Cc}/gu, ''), 120);
  return `${stem || 'file'}.${ext}`;
}

export const IMAGE_AND_PDF: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
export const IMAGES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Accepts the detected types of a table such as IMAGE_AND_PDF. */
export const acceptFrom =
  (table: Record<string, string>) =>
  (detected: DetectedType): string | null =>
    detected ? (table[detected.ext] ?? null) : null;
