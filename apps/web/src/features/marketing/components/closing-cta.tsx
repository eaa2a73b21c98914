import { localizePath } from '@azubi/shared/i18n/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';

/** The landing page's last word: get started, or read more as an employer. */
export function ClosingCta({ action }: { action: ReactNode }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 sm:py-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('cta.title')}
          </h2>
          <p className="mt-2 max-w-xl text-lg text-brand-100">{t('cta.text')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
          {action}
          <Link
            to={localizePath('/for-employers', locale)}
            className="inline-flex min-h-11 items-center justify-center px-2 font-semibold text-white underline underline-offset-4 hover:decoration-2"
          >
            {t('cta.employerLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}
