import { formatDate } from '@azubi/shared/dates/format-date';
import type { Document } from '@azubi/shared/files/files';
import { Download, FileText, LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { ApiError } from '../../../lib/api-error';
import { useDeleteDocument } from '../api/profile-api';
import { formatBytes } from '../../../lib/file-checks';
import { useSharedMessage } from '../../../hooks/use-shared-message';

/** One stored document: its type, name, date and size, a download link for the owner and a delete button. */
export function DocumentItem({ document }: { document: Document }) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const remove = useDeleteDocument();
  const date = formatDate(document.createdAt, locale, { timeZone });
  const certificate =
    document.type === 'german_certificate' && document.certificateType
      ? `${t(`language.certificateTypes.${document.certificateType as 'goethe'}`)} · ${document.level ?? ''}`
      : null;

  return (
    <li className="flex flex-col gap-3 rounded-control border border-border p-3 sm:flex-row sm:items-center">
      <FileText className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium [overflow-wrap:anywhere]">
          {document.label ?? t(`documents.types.${document.type}`)}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {[certificate, document.name, t('documents.uploadedOn', { date }), formatBytes(document.sizeBytes, locale)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={document.url} download={document.name}>
            <Download aria-hidden="true" />
            {t('documents.download')}
            <span className="sr-only">: {document.label ?? document.name}</span>
          </a>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(document.id, {
              onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
              onError: (error) =>
                toast({
                  title:
                    error instanceof ApiError && error.status !== 0
                      ? error.message
                      : (text('files.uploadFailed') ?? ''),
                  variant: 'destructive',
                }),
            })
          }
        >
          {remove.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {t('documents.delete')}
          <span className="sr-only">: {document.label ?? document.name}</span>
        </Button>
      </div>
    </li>
  );
}
