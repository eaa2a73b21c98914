import type { CompanyProfile } from '@azubi/shared/companies/company-profile';
import { formatDate } from '@azubi/shared/dates/format-date';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { ApiError } from '../../../lib/api-error';
import { FilePicker } from '../../../components/file-picker';
import { formatBytes } from '../../../lib/file-checks';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useDeleteCompanyDocument, useUploadCompanyDocument } from '../api/company-profile-api';

/** The verification documents (PDF or image, 5 MB each): the list, and for admins upload and delete. */
export function CompanyDocuments({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const text = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const upload = useUploadCompanyDocument();
  const remove = useDeleteCompanyDocument();
  const [error, setError] = useState<string>();
  const failed = (failure: unknown) =>
    setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : text('files.uploadFailed'));

  return (
    <div className="grid gap-4">
      {profile.documents.length === 0 ? (
        <p className="text-muted-foreground">{t('documents.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {profile.documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-col gap-3 rounded-control border border-border p-3 sm:flex-row sm:items-center"
            >
              <FileText className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium [overflow-wrap:anywhere]">{document.name}</p>
                <p className="text-sm text-muted-foreground">
                  {t('documents.uploadedOn', { date: formatDate(document.createdAt, locale, { timeZone }) })} ·{' '}
                  {formatBytes(document.sizeBytes, locale)}
                </p>
              </div>
              {/* The two buttons wrap under each other on a narrow phone ("Herunterladen", "Löschen"). */}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" asChild>
                  <a href={document.url} download={document.name}>
                    <Download aria-hidden="true" />
                    {t('documents.download')}
                    <span className="sr-only">: {document.name}</span>
                  </a>
                </Button>
                {profile.canEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(document.id, {
                        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
                        onError: failed,
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    {t('documents.delete')}
                    <span className="sr-only">: {document.name}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {profile.canEdit ? (
        <FilePicker
          id="company-document"
          label={t('documents.choose')}
          hint={t('documents.hint')}
          error={error}
          busy={upload.isPending}
          buttonLabel={t('documents.upload')}
          onUpload={(file) => {
            setError(undefined);
            upload.mutate(file, {
              onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
              onError: failed,
            });
          }}
        />
      ) : null}
    </div>
  );
}
