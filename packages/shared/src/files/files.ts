import { z } from '../zod';

/**
 * Uploads (spec §5, §9): at most 5 MB of JPEG, PNG, WebP or PDF; the type is read from the file's
 * bytes on the server, never from its name. Every file is served by `GET /api/files/:id`, which
 * checks access on each request. Messages are keys of the `files` namespace.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** The kinds of candidate document (`files.kind`). */
export const DOCUMENT_TYPES = ['german_certificate', 'school_certificate', 'other_document'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** At most this many "other documents" per candidate. */
export const OTHER_DOCUMENTS_MAX = 10;

/** A stored document as its owner (or a permitted viewer) sees it. */
export const DocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** The uploaded file name, cleaned; shown only, never used as a path. */
  name: z.string(),
  /** The candidate's own label for an "other document". */
  label: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** Download address: `/api/files/<id>`. */
  url: z.string(),
  /** For the German certificate: the type and level the candidate said it shows. */
  certificateType: z.string().nullable(),
  level: z.string().nullable(),
});
export type Document = z.infer<typeof DocumentSchema>;

/** The photo upload's answer: the new avatar address (`users.image`). */
export const PhotoSchema = z.object({ photoUrl: z.string() });
