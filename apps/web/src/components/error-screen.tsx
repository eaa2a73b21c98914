import { localizePath } from '@azubi/shared/i18n/locales';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { Button } from './ui/button';

export interface ErrorScreenProps {
  /** Renders the failed part again ("Try Again"). */
  onRetry: () => void;
}

/**
 * "Something went wrong": shown by the router for a failed page and by the app-level error
 * boundary for everything else. "Go Home" is a full page load on purpose: it leaves whatever
 * state broke the app behind, and it works outside the router too.
 */
export function ErrorScreen({ onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Screen readers start reading at the message, not wherever focus was when it broke.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('errorScreen.documentTitle')}</title>
      <div className="grid size-16 place-items-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        {t('errorScreen.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('errorScreen.text')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onRetry}>{t('errorScreen.tryAgain')}</Button>
        <Button asChild variant="outline">
          <a href={localizePath('/', locale)}>{t('errorScreen.goHome')}</a>
        </Button>
      </div>
    </div>
  );
}
