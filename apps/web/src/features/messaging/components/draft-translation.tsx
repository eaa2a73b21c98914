import { Languages, LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { translateDraft, useTranslationAvailable } from '../../translation';

/**
 * "Translate my message to German" under the composer (issue 28.9), offered where a translation
 * service is configured and the page is in English. The translation replaces the text in the
 * composer, where the writer checks and edits it before sending; their original stays shown, with
 * a way back to it, until the message is sent.
 */
export function DraftTranslation({
  text,
  original,
  disabled,
  onTranslated,
  onRestore,
}: {
  text: string;
  /** The text before translating, while the composer holds a translation. */
  original: string | null;
  disabled: boolean;
  onTranslated: (translation: string, original: string) => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const available = useTranslationAvailable();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!available || locale !== 'en') return null;

  const run = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const result = await translateDraft({ text, target: 'de' });
      onTranslated(result.text, text);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
          ? error.message
          : t('composer.draftTranslation.translateFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      {original !== null ? (
        <div className="grid gap-1 rounded-control border border-border bg-muted/40 px-3 py-2 text-sm">
          <p role="status">{t('composer.draftTranslation.translatedNote')}</p>
          <p className="font-medium">{t('composer.draftTranslation.original')}</p>
          <p className="break-words whitespace-pre-line text-muted-foreground">{original}</p>
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={onRestore} disabled={disabled}>
            <Undo2 aria-hidden="true" />
            {t('composer.draftTranslation.restore')}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={disabled || busy || !text.trim()}
          onClick={() => void run()}
        >
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Languages aria-hidden="true" />}
          {busy ? t('composer.draftTranslation.translating') : t('composer.draftTranslation.translate')}
        </Button>
      )}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
