import type { Attachment } from '@azubi/shared/messaging/messaging';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { attachmentUrl } from '../api/upload-attachment';
import { formatFileSize } from '../attachment-rules';

/** An attachment in a message: an image as a preview that opens the full picture, a PDF as a card to download. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const url = attachmentUrl(attachment.id);
  const size = formatFileSize(attachment.sizeBytes, locale);
  if (attachment.kind === 'image') {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden rounded-control border border-border bg-background"
      >
        <img
          src={url}
          alt={t('attachment.image', { name: attachment.name })}
          loading="lazy"
          className="max-h-60 w-full max-w-72 object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={url}
      download={attachment.name}
      className="flex max-w-72 items-center gap-3 rounded-control border border-border bg-background p-3 text-foreground hover:bg-muted"
    >
      <FileText className="size-8 shrink-0 text-destructive" aria-hidden="true" />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{attachment.name}</span>
        <span className="text-xs text-muted-foreground">{t('attachment.pdf', { size })}</span>
      </span>
      <Download className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{t('attachment.download')}</span>
    </a>
  );
}
