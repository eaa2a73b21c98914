import { translate as sharedText } from '../../../i18n/shared-text';
import type { TranslateRequest, TranslationTarget } from '@azubi/shared/translation/translation';
import { Languages, LoaderCircle } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { useTranslationAvailable } from '../api/get-translation-availability';
import { useTranslated } from '../api/translate';
import { guessLanguage } from '../guess-language';

export type TranslateToggle = {
  /** False when the server has no translation service: render nothing then. */
  available: boolean;
  target: TranslationTarget;
  /** The translated text while it is shown; null while the original is shown. */
  translation: string | null;
  pending: boolean;
  failed: boolean;
  toggle(): void;
};

/**
 * "Translate to German / English" for one message or listing description (issue 14, spec §7):
 * into the page's language unless `target` says otherwise. The first click asks the server, later
 * clicks switch between the original and the kept translation. A failure keeps the original.
 */
export function useTranslateToggle(
  kind: TranslateRequest['kind'],
  id: string,
  target?: TranslationTarget,
  /** The original text: when it is clearly in the target language already, no button is offered. */
  text?: string,
): TranslateToggle {
  const locale = useLocale();
  const service = useTranslationAvailable();
  const [showTranslation, setShowTranslation] = useState(false);
  const to = target ?? locale;
  const sameLanguage = useMemo(() => (text ? guessLanguage(text) === to : false), [text, to]);
  const available = service && !sameLanguage;
  const query = useTranslated({ kind, id, target: to }, showTranslation && available);
  return {
    available,
    target: to,
    translation: showTranslation && query.data ? query.data.text : null,
    pending: showTranslation && query.isFetching,
    failed: showTranslation && query.isError && !query.isFetching,
    toggle() {
      if (showTranslation && query.isError) {
        void query.refetch();
        return;
      }
      setShowTranslation((shown) => !shown);
    },
  };
}

/** The button (and the failure message) for a toggle from useTranslateToggle. */
export function TranslateButton({ state, className }: { state: TranslateToggle; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!state.available) return null;
  const label = state.translation
    ? t('translate.showOriginal')
    : state.target === 'de'
      ? t('translate.toGerman')
      : t('translate.toEnglish');
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button
        variant="link"
        size="sm"
        onClick={state.toggle}
        aria-busy={state.pending || undefined}
        className="text-sm"
      >
        {state.pending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Languages className="size-4" aria-hidden="true" />
        )}
        {label}
      </Button>
      <span role="status" className="text-sm">
        {state.failed ? (
          <span className="text-destructive">{sharedText(locale, 'translation.failed')}</span>
        ) : state.translation ? (
          <span className="text-muted-foreground">{t('translate.machineTranslated')}</span>
        ) : null}
      </span>
    </div>
  );
}

/**
 * A text with its translate button below: shows the translation in place of the original while
 * it is toggled on (marked with its language). `render` formats the text (e.g. clickable links).
 */
export function TranslatableText({
  kind,
  id,
  text,
  target,
  className,
  buttonClassName,
  render = (value) => value,
}: {
  kind: TranslateRequest['kind'];
  id: string;
  text: string;
  target?: TranslationTarget;
  className?: string;
  buttonClassName?: string;
  render?: (text: string) => ReactNode;
}) {
  const state = useTranslateToggle(kind, id, target, text);
  return (
    <>
      <p className={className} lang={state.translation ? state.target : undefined}>
        {render(state.translation ?? text)}
      </p>
      <TranslateButton state={state} className={buttonClassName} />
    </>
  );
}
