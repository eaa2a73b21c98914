import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
} from '@azubi/shared/messaging/messaging-limits';

export type AttachmentProblem =
  'messaging.attachmentTooLarge' | 'messaging.attachmentType' | 'messaging.tooManyAttachments';

/**
 * The server's rules for attachments, checked before uploading so a person learns at once (with
 * the server's own message) instead of after a 10 MB upload. The server checks again, by the bytes.
 */
export function checkAttachments(
  alreadyChosen: number,
  files: readonly Pick<File, 'size' | 'type'>[],
): { accepted: number[]; problem: AttachmentProblem | null } {
  const accepted: number[] = [];
  let problem: AttachmentProblem | null = null;
  files.forEach((file, index) => {
    if (!(MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      problem ??= 'messaging.attachmentType';
    } else if (file.size >= MESSAGE_ATTACHMENT_MAX_BYTES) {
      problem ??= 'messaging.attachmentTooLarge';
    } else if (alreadyChosen + accepted.length >= MESSAGE_ATTACHMENTS_MAX) {
      problem ??= 'messaging.tooManyAttachments';
    } else {
      accepted.push(index);
    }
  });
  return { accepted, problem };
}

/** "2.4 MB", "830 KB" in the reader's language. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  return `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
