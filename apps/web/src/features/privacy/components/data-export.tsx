import { EXPORT_FILE_NAME } from '@azubi/shared/privacy/privacy';
import { isApiErrorBody } from '@azubi/shared/http/api-error';
import { FileArchive, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';

/** Downloads everything stored about the account as a zip (`GET /api/privacy/export`). */
export function DataExport() {
  const { t } = useTranslation('privacySettings');
  const text = useSharedMessage();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    setBusy(true);
    setError(undefined);
    const failed = text('privacy.exportFailed') ?? '';
    try {
      const response = await fetch('/api/privacy/export', {
        credentials: 'same-origin',
        headers: { 'Accept-Language': locale },
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        throw new Error(isApiErrorBody(body) ? body.error.message : failed);
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = EXPORT_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast({ title: t('export.done'), variant: 'success' });
    } catch (failure) {
      const message =
        failure instanceof Error && !(failure instanceof TypeError) && failure.message ? failure.message : failed;
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('export.text')}</p>
      <FormAlert message={error} />
      <Button
        variant="outline"
        className="h-auto min-h-11 justify-self-start py-2 whitespace-normal"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <FileArchive aria-hidden="true" />}
        {busy ? t('export.preparing') : t('export.button')}
      </Button>
    </div>
  );
}
